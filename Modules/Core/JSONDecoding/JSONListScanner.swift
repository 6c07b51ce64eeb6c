import Foundation

/// A strict RFC 8259 scanner over UTF-8 bytes, for ``TolerantList``'s fast path: it validates a
/// whole document and hands out each element of one array with the members of object elements, so
/// a DTO can read its fields without `JSONDecoder`'s per-value machinery.
///
/// Strict on purpose: whatever it does not accept (a byte-order mark, invalid UTF-8) makes the
/// caller use `JSONDecoder` for the whole document, so the outcome and its error are always
/// `JSONDecoder`'s. One exception: a value nested deeper than 256 levels is stepped over without
/// recursion (its brackets and strings still checked) and its element is marked
/// ``elementTooDeep``, so one deep element costs only itself (Foundation's parser rejects a whole
/// document nested deeper than 512).
struct JSONListScanner {
    /// The document is not JSON this scanner accepts.
    struct Invalid: Error {}

    /// What a scanned value is.
    enum Kind: Equatable {
        case object, array, string(hasEscapes: Bool), number, literalTrue, literalFalse, null
    }

    /// A member of an object element: where its key (between the quotes) and its value are.
    struct Member {
        let key: Range<Int>
        let keyHasEscapes: Bool
        let kind: Kind
        let value: Range<Int>
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    static let maximumDepth = 256
    /// Whether the element last returned by ``nextElement(members:)`` holds a value nested deeper
    /// than ``maximumDepth`` (stepped over, not scanned member by member).
    var elementTooDeep = false
    /// Where the list entered at a key ends (after its `]`), known because the whole document
    /// was validated on entering; nil for a list at the top (it ends where the document does).
    private(set) var listEnd: Int?

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// A scanner inside the list (at `depth`: 1 at the top, 2 at a key of the top-level object)
    /// whose next element starts at `index` (the first this scanner reads, so no comma before
    /// it): the second half of a list read in two.
    init(_ bytes: UnsafeBufferPointer<UInt8>, continuingListAt index: Int, depth: Int = 1) {
        self.bytes = bytes
        self.index = index
        self.depth = depth
    }

    // MARK: Document structure

    /// Moves to the first element of the array at the top level (`key` nil) or at member `key` of
    /// the top-level object; false when that is not an array (or the key is missing or repeated).
    mutating func enterList(at key: String?) throws(Invalid) -> Bool {
        skipWhitespace()
        guard let key else { return try enterArray() }
        guard peek() == UInt8(ascii: "{") else {
            _ = try scanValue()
            return false
        }
        // Validate the whole object first, remembering where the list is.
        index += 1
        depth += 1
        var found: Range<Int>?
        var count = 0
        let bytes = bytes
        try scanMembers { member in
            // An escaped key might spell `key` too: count it, so the document goes to JSONDecoder.
            guard member.keyHasEscapes || Self.equals(bytes, member.key, key) else { return }
            count += 1
            if member.kind == .array { found = member.value }
        }
        depth -= 1
        try finishDocument()
        guard let found, count == 1 else { return false }
        index = found.lowerBound
        listEnd = found.upperBound
        return try enterArray()
    }

    private mutating func enterArray() throws(Invalid) -> Bool {
        guard peek() == UInt8(ascii: "[") else {
            _ = try scanValue()
            return false
        }
        index += 1
        depth += 1
        return true
    }

    /// The next element of the entered array (its kind and range), or nil after the last one.
    /// `members` is refilled with an object element's members (keys in document order).
    mutating func nextElement(members: inout [Member]) throws(Invalid) -> (kind: Kind, range: Range<Int>)? {
        skipWhitespace()
        guard let next = peek() else { throw Invalid() }
        if next == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return nil
        }
        if elementsSeen > 0 {
            guard next == UInt8(ascii: ",") else { throw Invalid() }
            index += 1
            skipWhitespace()
        }
        elementsSeen += 1
        members.removeAll(keepingCapacity: true)
        elementTooDeep = false
        let start = index
        if peek() == UInt8(ascii: "{") {
            index += 1
            depth += 1
            guard depth <= Self.maximumDepth else {
                try stepOverDeepValue(from: start)
                return (.object, start..<index)
            }
            try scanMembers { members.append($0) }
            depth -= 1
            return (.object, start..<index)
        }
        let kind = try scanValue()
        return (kind, start..<index)
    }
    private var elementsSeen = 0

    /// After the entered array's end: the rest of the document must be valid and nothing may follow.
    mutating func finishList(at key: String?) throws(Invalid) {
        // A keyed list was validated whole when it was entered.
        guard key == nil else { return }
        try finishDocument()
    }

    private mutating func finishDocument() throws(Invalid) {
        skipWhitespace()
        guard index == bytes.count else { throw Invalid() }
    }

    /// The members of the object whose text (already validated) is `range`.
    static func members(ofObjectAt range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> [Member]? {
        var scanner = JSONListScanner(bytes)
        scanner.index = range.lowerBound + 1
        var members: [Member] = []
        do {
            try scanner.scanMembers { members.append($0) }
        } catch {
            return nil
        }
        return members
    }
}
