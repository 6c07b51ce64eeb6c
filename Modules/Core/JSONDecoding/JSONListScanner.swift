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
    private(set) var index = 0
    private var depth = 0
    static let maximumDepth = 256
    /// Whether the element last returned by ``nextElement(members:)`` holds a value nested deeper
    /// than ``maximumDepth`` (stepped over, not scanned member by member).
    private(set) var elementTooDeep = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
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
        var found: Int?
        var count = 0
        let bytes = bytes
        try scanMembers { member in
            // An escaped key might spell `key` too: count it, so the document goes to JSONDecoder.
            guard member.keyHasEscapes || Self.equals(bytes, member.key, key) else { return }
            count += 1
            if member.kind == .array { found = member.value.lowerBound }
        }
        depth -= 1
        try finishDocument()
        guard let found, count == 1 else { return false }
        index = found
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

    // MARK: Values

    /// Validates the value at the cursor and moves past it.
    private mutating func scanValue() throws(Invalid) -> Kind {
        skipWhitespace()
        guard index < bytes.count else { throw Invalid() }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            let start = index
            index += 1
            depth += 1
            guard depth <= Self.maximumDepth else {
                try stepOverDeepValue(from: start)
                return .object
            }
            try scanMembers { _ in }
            depth -= 1
            return .object
        case UInt8(ascii: "["):
            let start = index
            index += 1
            depth += 1
            guard depth <= Self.maximumDepth else {
                try stepOverDeepValue(from: start)
                return .array
            }
            skipWhitespace()
            if peek() == UInt8(ascii: "]") {
                index += 1
            } else {
                while true {
                    _ = try scanValue()
                    skipWhitespace()
                    guard let next = peek() else { throw Invalid() }
                    index += 1
                    if next == UInt8(ascii: "]") { break }
                    guard next == UInt8(ascii: ",") else { throw Invalid() }
                }
            }
            depth -= 1
            return .array
        case UInt8(ascii: "\""):
            return .string(hasEscapes: try scanString().hasEscapes)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .literalTrue
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .literalFalse
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        default:
            try scanNumber()
            return .number
        }
    }

    /// Steps over the object or array starting at `start` without recursion, however deep (the
    /// depth counter was already raised for it and is lowered again): brackets must balance and
    /// strings be valid; the rest is not checked, as the element is not read member by member.
    private mutating func stepOverDeepValue(from start: Int) throws(Invalid) {
        depth -= 1
        index = start
        elementTooDeep = true
        var closers: [UInt8] = []
        repeat {
            guard index < bytes.count else { throw Invalid() }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                closers.append(UInt8(ascii: "}"))
                index += 1
            case UInt8(ascii: "["):
                closers.append(UInt8(ascii: "]"))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard closers.last == byte else { throw Invalid() }
                closers.removeLast()
                index += 1
            case UInt8(ascii: "\""):
                _ = try scanString()
            default:
                index += 1
            }
        } while !closers.isEmpty
    }

    /// Scans `key: value` pairs up to and including the closing brace (the opening one is consumed).
    private mutating func scanMembers(_ each: (Member) -> Void) throws(Invalid) {
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw Invalid() }
            let key = try scanString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw Invalid() }
            index += 1
            skipWhitespace()
            let valueStart = index
            let kind = try scanValue()
            each(
                Member(
                    key: key.contents, keyHasEscapes: key.hasEscapes, kind: kind, value: valueStart..<index))
            skipWhitespace()
            guard let next = peek() else { throw Invalid() }
            index += 1
            if next == UInt8(ascii: "}") { return }
            guard next == UInt8(ascii: ",") else { throw Invalid() }
        }
    }

    /// Scans a string (cursor on its opening quote): valid UTF-8, no raw controls, valid escapes.
    private mutating func scanString() throws(Invalid) -> (contents: Range<Int>, hasEscapes: Bool) {
        index += 1
        let start = index
        var hasEscapes = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return (start..<index - 1, hasEscapes)
            case UInt8(ascii: "\\"):
                hasEscapes = true
                index += 1
                guard index < bytes.count else { throw Invalid() }
                switch bytes[index] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                    UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 1
                case UInt8(ascii: "u"):
                    guard index + 4 < bytes.count else { throw Invalid() }
                    for offset in 1...4 where Self.hexValue(bytes[index + offset]) == nil { throw Invalid() }
                    index += 5
                default:
                    throw Invalid()
                }
            case 0x00..<0x20:
                throw Invalid()
            case 0x20..<0x80:
                index += 1
            default:
                index += try Self.validSequenceLength(bytes, at: index)
            }
        }
        throw Invalid()
    }

    /// The length of the valid multi-byte UTF-8 sequence at `index` (no overlongs, surrogates or
    /// values past U+10FFFF).
    private static func validSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
        throws(Invalid)
        -> Int
    {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            upper = 0x9F
        case 0xF0:
            length = 4
            lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            upper = 0x8F
        default: throw Invalid()
        }
        guard index + length <= bytes.count, (lower...upper).contains(bytes[index + 1]) else {
            throw Invalid()
        }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { throw Invalid() }
        return length
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func scanNumber() throws(Invalid) {
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), Self.isDigit(first) else { throw Invalid() }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek(), Self.isDigit(digit) else { throw Invalid() }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek(), Self.isDigit(digit) else { throw Invalid() }
            skipDigits()
        }
    }

    private mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) { index += 1 }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(Invalid) {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw Invalid() }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] { throw Invalid() }
        index += count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Whether the bytes in `range` spell `text`.
    func equals(_ range: Range<Int>, _ text: String) -> Bool {
        Self.equals(bytes, range, text)
    }

    static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: String) -> Bool {
        guard text.utf8.count == range.count else { return false }
        var text = text
        return text.withUTF8 { utf8 in
            utf8.count == range.count
                && memcmp(bytes.baseAddress! + range.lowerBound, utf8.baseAddress!, range.count) == 0
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
