/// A tracking number of 1 to 38 ASCII digits kept as two numbers instead of text: the digits
/// before the last 19 (`high`) and the last 19 (`low`), with how many digits there are (so leading
/// zeros come back). A 23-digit number as a `String` is a 64-byte allocation beside the parcel; this
/// is 17 bytes inside it, and turns back into exactly the same text.
package struct PackIDDigits: Hashable, Sendable {
    /// The most digits kept this way: 19 in each half (10^19 - 1 fits a `UInt64`).
    package static let maximumCount = 38

    /// The number the digits before the last 19 spell (0 for 19 digits or fewer).
    package let high: UInt64
    /// The number the last 19 digits (or all, when fewer) spell.
    package let low: UInt64
    /// How many digits, leading zeros included (1...38).
    package let count: UInt8

    /// The digits of `utf8`; nil unless it is 1 to 38 ASCII digits and nothing else.
    package init?(utf8: UnsafeBufferPointer<UInt8>) {
        guard (1...Self.maximumCount).contains(utf8.count),
            utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 })
        else { return nil }
        let split = Swift.max(0, utf8.count - 19)
        func value(_ range: Range<Int>) -> UInt64 {
            range.reduce(0) { $0 &* 10 &+ UInt64(utf8[$1] &- UInt8(ascii: "0")) }
        }
        (high, low, count) = (value(0..<split), value(split..<utf8.count), UInt8(utf8.count))
    }

    /// The digits of `text`; nil unless it is 1 to 38 ASCII digits and nothing else.
    package init?(_ text: String) {
        var text = text
        guard let digits = text.withUTF8({ Self(utf8: $0) }) else { return nil }
        self = digits
    }

    /// Digits as a parcel keeps them (read by ``init(utf8:)`` before).
    init(stored high: UInt64, _ low: UInt64, count: UInt8) {
        (self.high, self.low, self.count) = (high, low, count)
    }

    /// The digits as text, exactly as they were read.
    package var text: String {
        String(unsafeUninitializedCapacity: Int(count)) { write(into: $0) }
    }

    /// Calls `body` with the digits' UTF-8 bytes (on the stack: no allocation).
    package func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maximumCount) { buffer in
            let written = write(into: buffer)
            return try body(UnsafeBufferPointer(rebasing: buffer[..<written]))
        }
    }

    /// Writes the digits at the start of `buffer` (at least `count` long); how many were written.
    @discardableResult
    private func write(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let total = Int(count)
        let lowDigits = Swift.min(total, 19)
        var value = low
        for index in stride(from: total - 1, through: total - lowDigits, by: -1) {
            buffer[index] = UInt8(ascii: "0") &+ UInt8(value % 10)
            value /= 10
        }
        value = high
        for index in stride(from: total - lowDigits - 1, through: 0, by: -1) {
            buffer[index] = UInt8(ascii: "0") &+ UInt8(value % 10)
            value /= 10
        }
        return total
    }
}

/// A tracking number as a key for sets and dictionaries, made without its text for an id of
/// digits: two ids are the same key exactly when their texts are equal.
package enum PackIDKey: Hashable, Sendable {
    case digits(PackIDDigits)
    case text(String)

    /// The key of the id `text`.
    package init(_ text: String) {
        self = PackIDDigits(text).map(Self.digits) ?? .text(text)
    }
}
