/// Compares parcel ids as numbers, however wide: the ids are 23-digit strings, beyond `Int64`.
///
/// Digit-only ids compare by value (leading zeros ignored); any other id sorts below every
/// numeric one, and such ids compare by their text.
struct PackIDOrder: Comparable, Hashable, Sendable {
    private let isNumeric: Bool
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
