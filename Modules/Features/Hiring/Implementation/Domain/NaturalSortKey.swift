/// A name split into runs of digits and of other characters, compared run by run: digit runs by
/// numeric value (any length, leading zeros ignored, fewer zeros first on a tie), other runs as
/// plain text. So "Item 2" < "Item 10" < "Item 10a" < "Item 11".
public struct NaturalSortKey: Comparable, Hashable, Sendable {
    enum Part: Hashable, Sendable {
        /// Digits without leading zeros ("" for zero), and how many leading zeros there were.
        case number(digits: Substring, zeros: Int)
        case text(Substring)
    }

    let parts: [Part]

    /// The key of `name`.
    public init(_ name: String) {
        // ASCII names (nearly all) split on bytes: each byte is a character there (CR LF aside,
        // which is no digit), so the runs are the same without a grapheme walk per character.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            self.init(ascii: name)
        } else {
            self.init(characters: name)
        }
    }

    /// The key of `name`, walking its characters.
    init(characters name: String) {
        var parts: [Part] = []
        var index = name.startIndex
        while index < name.endIndex {
            let isDigit = name[index].isASCIIDigit
            var end = index
            while end < name.endIndex, name[end].isASCIIDigit == isDigit { end = name.index(after: end) }
            let run = name[index..<end]
            if isDigit {
                let digits = run.drop { $0 == "0" }
                parts.append(.number(digits: digits, zeros: run.count - digits.count))
            } else {
                parts.append(.text(run))
            }
            index = end
        }
        self.parts = parts
    }

    /// The key of `name`, every byte of which is ASCII.
    init(ascii name: String) {
        let bytes = name.utf8
        var parts: [Part] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let isDigit = (0x30...0x39).contains(bytes[index])
            var end = bytes.index(after: index)
            while end < bytes.endIndex, (0x30...0x39).contains(bytes[end]) == isDigit {
                end = bytes.index(after: end)
            }
            let run = name[index..<end]
            if isDigit {
                let digits = run.drop { $0 == "0" }
                parts.append(
                    .number(digits: digits, zeros: bytes.distance(from: index, to: end) - digits.utf8.count))
            } else {
                parts.append(.text(run))
            }
            index = end
        }
        self.parts = parts
    }

    public static func < (lhs: NaturalSortKey, rhs: NaturalSortKey) -> Bool {
        for (left, right) in zip(lhs.parts, rhs.parts) where left != right {
            switch (left, right) {
            case (.number(let a, let zerosA), .number(let b, let zerosB)):
                if a.count != b.count { return a.count < b.count }
                if a != b { return a < b }
                return zerosA < zerosB
            case (.text(let a), .text(let b)):
                return a < b
            // A number sorts before text at the same place ("Item 2" before "Item B").
            case (.number, .text): return true
            case (.text, .number): return false
            }
        }
        return lhs.parts.count < rhs.parts.count
    }
}

extension Character {
    /// Whether this is one of 0-9 (not other scripts' digits, which have no agreed value here).
    var isASCIIDigit: Bool { asciiValue.map { (0x30...0x39).contains($0) } ?? false }
}
