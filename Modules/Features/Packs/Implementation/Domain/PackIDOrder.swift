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

extension PackIDOrder {
    /// The id as a number when it is digits only, at most 38 of them significant: the number the
    /// digits before the last 19 spell and the last 19 (compared as a pair, they compare as the
    /// numbers do); nil for any other id. The list's order reads it for the rare ids a parcel does
    /// not keep as digits (more than 38 of them, leading zeros included).
    static func number(of id: String) -> (high: UInt64, low: UInt64)? {
        var id = id
        return id.withUTF8 { digits in
            guard !digits.isEmpty else { return nil }
            // Only zeros: the number 0. Otherwise the digits after the leading zeros, if all are digits.
            guard let start = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }) else { return (0, 0) }
            return PackIDDigits(utf8: UnsafeBufferPointer(rebasing: digits[start...])).map {
                ($0.high, $0.low)
            }
        }
    }
}
