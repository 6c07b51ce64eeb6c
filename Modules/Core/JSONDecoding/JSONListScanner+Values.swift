import Foundation

/// The value scanning of ``JSONListScanner``: strings (UTF-8 checked), numbers, literals, objects
/// and arrays, and stepping over values nested deeper than ``JSONListScanner/maximumDepth``.
extension JSONListScanner {
    /// Validates the value at the cursor and moves past it.
    mutating func scanValue() throws(Invalid) -> Kind {
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
    mutating func stepOverDeepValue(from start: Int) throws(Invalid) {
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
    mutating func scanMembers(_ each: (Member) -> Void) throws(Invalid) {
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
    mutating func scanString() throws(Invalid) -> (contents: Range<Int>, hasEscapes: Bool) {
        index += 1
        let start = index
        var hasEscapes = false
        while index < bytes.count {
            // Eight plain bytes at a time: a name or an id is mostly such runs.
            if index + 8 <= bytes.count, Self.isPlainText(Self.word(bytes, at: index)) {
                index += 8
                continue
            }
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

    /// The eight bytes at `index` as one word (any alignment).
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self)
    }

    /// Whether none of the word's eight bytes ends a string (`"`), starts an escape (`\`), is a
    /// control character or belongs to a multi-byte sequence (which must be validated): each test
    /// is the "has a zero byte" bit trick, `(v - 0x01…) & ~v & 0x80…`, on the word.
    @inline(__always)
    static func isPlainText(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let found =
            ((word &- ones &* 0x20) & ~word) | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
            | word
        return found & highs == 0
    }

    /// The length of the valid multi-byte UTF-8 sequence at `index` (no overlongs, surrogates or
    /// values past U+10FFFF).
    static func validSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
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
    mutating func scanNumber() throws(Invalid) {
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

    mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) { index += 1 }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(Invalid) {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw Invalid() }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] { throw Invalid() }
        index += count
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    func peek() -> UInt8? {
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
