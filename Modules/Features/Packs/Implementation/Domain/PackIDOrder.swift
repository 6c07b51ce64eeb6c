import PacksInterface

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
/// significant digits (every real one); other ids keep their ``PackIDOrder``. The list's order
/// reads its ``compact`` number for the rare ids a parcel does not keep as digits (more than 38
/// of them, leading zeros included).
struct PackIDSortKey: Comparable, Sendable {
    private let length: Int
    private let high: UInt64
    private let low: UInt64
    /// Set only for ids the integers cannot hold.
    private let full: PackIDOrder?

    init(_ id: String) {
        let compact = id.utf8.withContiguousStorageIfAvailable(Self.compact) ?? Self.compact(Array(id.utf8))
        self.length = compact?.length ?? 0
        self.high = compact?.high ?? 0
        self.low = compact?.low ?? 0
        self.full = compact == nil ? PackIDOrder(id) : nil
    }

    /// `digits` as (significant digits, the number before the last 19 digits, the last 19) when
    /// they are all digits and at most 38 are significant; nil otherwise (``PackIDDigits`` reads
    /// the significant ones).
    private static func compact(_ digits: UnsafeBufferPointer<UInt8>) -> (
        length: Int, high: UInt64, low: UInt64
    )? {
        guard !digits.isEmpty else { return nil }
        // Only zeros: the number 0. Otherwise the digits after the leading zeros, if all are digits.
        guard let start = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }) else { return (0, 0, 0) }
        return PackIDDigits(utf8: UnsafeBufferPointer(rebasing: digits[start...]))?.number
    }

    private static func compact(_ digits: [UInt8]) -> (length: Int, high: UInt64, low: UInt64)? {
        digits.withUnsafeBufferPointer(compact)
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
