import Foundation

/// Distinct words in the order first seen, each with how often it was seen: the scanned codes of
/// `store price`. A word is looked up by its bytes, so a `String` is made only once per distinct
/// word: 100,000 scanned items are a handful of products (a `String` per item and a copy
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

    /// The distinct words, in the order first seen, with their counts.
    public var tallies: [Tally] {
        zip(codes, counts).map { Tally(code: $0, count: $1) }
    }
    private var codes: [String] = []
    private var counts: [Int] = []
    /// Each distinct word's hash (compared before its bytes).
    private var hashes: [UInt64] = []
    /// Each distinct word's bytes, one after another; `spans[i]` is `codes[i]`'s.
    private var spellings: [UInt8] = []
    private var spans: [Range<Int>] = []
    /// Open addressing: a tally's index, or -1; never more than half full.
    private var slots = [Int](repeating: -1, count: 16)

    /// The hash's key, random per process, so a list of words cannot be built in advance to
    /// collide (a collision costs a longer probe, never a wrong count).
    private static let seed = UInt64.random(in: .min ... .max)

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
        let hash = Self.hash(word)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let index = slots[slot]
            if hashes[index] == hash, spelled(index, as: word) {
                counts[index] += 1
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = codes.count
        spans.append(spellings.count..<spellings.count + word.count)
        spellings.append(contentsOf: word)
        hashes.append(hash)
        codes.append(String(decoding: word, as: UTF8.self))
        counts.append(1)
        if codes.count * 2 > slots.count { grow() }
    }

    private func spelled(_ index: Int, as word: UnsafeBufferPointer<UInt8>) -> Bool {
        let span = spans[index]
        guard span.count == word.count else { return false }
        guard let base = word.baseAddress, !word.isEmpty else { return true }
        return spellings.withUnsafeBufferPointer { all in
            all.baseAddress.map { memcmp($0 + span.lowerBound, base, word.count) == 0 } ?? false
        }
    }

    /// A keyed multiply-xorshift hash of the bytes, eight at a time (a code is a few bytes:
    /// `Hasher`'s SipHash was most of the time spent per scanned item).
    static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = seed ^ (UInt64(word.count) &* 0x9E37_79B9_7F4A_7C15)
        guard let base = word.baseAddress else { return mix(hash) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= word.count {
            hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < word.count {
            var tail: UInt64 = 0
            for index in offset..<word.count { tail = tail << 8 | UInt64(base[index]) }
            hash = mix(hash ^ tail)
        }
        return mix(hash)
    }

    /// SplitMix64's finalizer: every input bit moves every output bit.
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    private mutating func grow() {
        slots = [Int](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for index in hashes.indices {
            var slot = Int(truncatingIfNeeded: hashes[index]) & mask
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
