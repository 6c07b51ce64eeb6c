/// Compares parcel ids as numbers, however wide: the ids are 23-digit strings, beyond `Int64`.
///
/// Digit-only ids compare by value (leading zeros ignored); any other id sorts below every
/// numeric one, and such ids compare by their text.
struct PackIDOrder: Comparable, Hashable, Sendable {
    fileprivate let isNumeric: Bool
    /// Whether the id is all digits (then it sorts after every id that is not).
    var isNumber: Bool { isNumeric }
    /// The significant digits (numeric ids) or the whole id (others), as UTF-8.
    private let text: [UInt8]

    /// The sort key of `id`.
    init(_ id: String) {
        let bytes = Array(id.utf8)
        let isNumeric =
            !bytes.isEmpty && bytes.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        self.isNumeric = isNumeric
        self.text = isNumeric ? Array(bytes.drop { $0 == UInt8(ascii: "0") }) : bytes
    }

    static func < (lhs: PackIDOrder, rhs: PackIDOrder) -> Bool {
        if lhs.isNumeric != rhs.isNumeric { return !lhs.isNumeric }
        // Without leading zeros, a longer number is a bigger one.
        if lhs.isNumeric, lhs.text.count != rhs.text.count { return lhs.text.count < rhs.text.count }
        return lhs.text.lexicographicallyPrecedes(rhs.text)
    }
}

/// ``PackIDOrder``'s order held as plain integers when the id is a number of at most 38
/// significant digits (every real one), so sorting moves keys without reference counting;
/// other ids keep their ``PackIDOrder``.
struct PackIDSortKey: Comparable, Sendable {
    private let length: Int
    private let high: UInt64
    private let low: UInt64
    /// Set only for ids the integers cannot hold.
    private let full: PackIDOrder?

    init(_ id: String) {
        var digits = 0
        var high: UInt64 = 0
        var low: UInt64 = 0
        var compact = !id.isEmpty
        for byte in id.utf8 {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                compact = false
                break
            }
            if digits == 0, byte == UInt8(ascii: "0") { continue }
            digits += 1
            guard digits <= 38 else {
                compact = false
                break
            }
            // The last 19 digits in `low`, the ones before them in `high`.
            high = high * 10 + low / 1_000_000_000_000_000_000
            low = low % 1_000_000_000_000_000_000 * 10 + UInt64(byte - UInt8(ascii: "0"))
        }
        self.length = compact ? digits : 0
        self.high = compact ? high : 0
        self.low = compact ? low : 0
        self.full = compact ? nil : PackIDOrder(id)
    }

    /// The id as (significant digits, the digits before the last 19, the last 19) when it is a
    /// number of at most 38 significant digits; nil for other ids.
    var compact: (length: Int, high: UInt64, low: UInt64)? {
        full == nil ? (length, high, low) : nil
    }

    static func < (lhs: PackIDSortKey, rhs: PackIDSortKey) -> Bool {
        switch (lhs.full, rhs.full) {
        case (nil, nil): (lhs.length, lhs.high, lhs.low) < (rhs.length, rhs.high, rhs.low)
        // A compact id is a number: after every non-numeric id, before every longer number.
        case (nil, let other?): other.isNumeric
        case (let other?, nil): !other.isNumeric
        case (let left?, let right?): left < right
        }
    }
}
