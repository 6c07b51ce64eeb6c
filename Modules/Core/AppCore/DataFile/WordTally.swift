import Foundation

/// Distinct words in the order first seen, each with how often it was seen: the scanned codes of
/// `store price`. A word is looked up by its bytes, so a `String` is made only once per distinct
/// word: 100,000 scanned items are a handful of products (issue 23: a `String` per item and a copy
/// of the list were a third of `store price`).
public struct WordTally {
    /// One distinct word (a code) and how many times it was seen.
    public struct Tally: Equatable, Sendable {
        public let code: String
        public var count: Int

        public init(code: String, count: Int) {
            self.code = code
            self.count = count
        }
    }

    /// The distinct words, in the order first seen.
    public private(set) var tallies: [Tally] = []
    /// Each distinct word's bytes, one after another; `spans[i]` is `tallies[i]`'s.
    private var spellings: [UInt8] = []
    private var spans: [Range<Int>] = []
    /// Open addressing: a tally's index, or -1; never more than half full. Hashing is seeded per
    /// process (`Hasher`), so no input can make every word collide.
    private var slots = [Int](repeating: -1, count: 16)

    public init() {}

    /// Counts `code` once.
    public mutating func add(_ code: String) {
        var code = code
        code.withUTF8 { add($0) }
    }

    /// Counts each word of `text` (split as ``forEachWord(of:_:)`` splits it).
    public mutating func addWords(of text: String) {
        Self.forEachWord(of: text) { add($0) }
    }

    /// Counts the word spelled by these UTF-8 bytes once.
    public mutating func add(_ word: UnsafeBufferPointer<UInt8>) {
        let mask = slots.count - 1
        var slot = Self.hash(word) & mask
        while slots[slot] >= 0 {
            let index = slots[slot]
            if spelled(index, as: word) {
                tallies[index].count += 1
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = tallies.count
        spans.append(spellings.count..<spellings.count + word.count)
        spellings.append(contentsOf: word)
        tallies.append(Tally(code: String(decoding: word, as: UTF8.self), count: 1))
        if tallies.count * 2 > slots.count { grow() }
    }

    private func spelled(_ index: Int, as word: UnsafeBufferPointer<UInt8>) -> Bool {
        let span = spans[index]
        guard span.count == word.count else { return false }
        guard let base = word.baseAddress, !word.isEmpty else { return true }
        return spellings.withUnsafeBufferPointer { all in
            all.baseAddress.map { memcmp($0 + span.lowerBound, base, word.count) == 0 } ?? false
        }
    }

    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(word))
        return hasher.finalize()
    }

    private mutating func grow() {
        slots = [Int](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for index in tallies.indices {
            let span = spans[index]
            var slot = spellings[span].withUnsafeBufferPointer { Self.hash($0) } & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = index
        }
    }

    /// Calls `word` with the UTF-8 bytes of each word of `text`, split at whitespace, in order.
    /// ASCII text (every real basket) is split on its bytes (space, tab, new line, carriage
    /// return, vertical tab, form feed), which is much faster than asking each character's
    /// Unicode properties; other text is split the general way, at every Unicode whitespace, with
    /// the same result on ASCII.
    public static func forEachWord(of text: String, _ word: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        let isASCII = text.withUTF8 { $0.allSatisfy { $0 < 0x80 } }
        guard isASCII else {
            for piece in text.split(whereSeparator: \.isWhitespace) {
                var piece = String(piece)
                piece.withUTF8(word)
            }
            return
        }
        text.withUTF8 { bytes in
            var start = -1
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    if start >= 0 {
                        word(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                        start = -1
                    }
                } else if start < 0 {
                    start = index
                }
            }
            if start >= 0 { word(UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
    }
}
