import Dispatch
import Foundation
import Parallel

/// Search as you type over a large list: every item's searchable texts folded once
/// (``SearchFolding``) into one contiguous byte buffer, so a keystroke only scans bytes.
///
/// Build it once per load (and order); then each keystroke asks ``matching(_:among:)`` for the
/// items a ``ListSearch`` lets through, in list order. When the query only grew, pass the last
/// result as `candidates`: a longer query can only match fewer items. Answers are the same as
/// ``ListSearch/matches(_:)-([String])`` on the item's texts.
///
/// Each item also keeps a 64-bit summary of the characters it contains, so most items a word
/// cannot be in are ruled out without reading their text. Large scans are split over the
/// machine's cores.
public struct SearchIndex: Sendable {
    /// The folded texts of all items, one after another.
    private let bytes: [UInt8]
    /// Item `i`'s text is `bytes[starts[i]..<starts[i + 1]]`.
    private let starts: [Int32]
    /// Item `i`'s characters, one bit per character class (``bit(_:)``).
    private let masks: [UInt64]
    /// Item `i`'s pairs of neighbouring bytes, hashed to one bit each (``pairBit(_:_:)``).
    private let pairs: [UInt64]

    /// How many items are indexed.
    public var count: Int { masks.count }

    /// The folded size of the index in bytes (texts, offsets and summaries).
    public var byteCount: Int { bytes.count + starts.count * 4 + masks.count * 16 }

    /// Indexes `count` items; `texts(i, &item)` adds item `i`'s searchable texts, in the order
    /// the list shows the items.
    ///
    /// - Precondition: the folded texts fit in 2 GiB.
    public init(count: Int, texts: (Int, inout Item) -> Void) {
        var item = Item()
        var starts: [Int32] = []
        var masks: [UInt64] = []
        starts.reserveCapacity(count + 1)
        masks.reserveCapacity(count)
        var pairs: [UInt64] = []
        pairs.reserveCapacity(count)
        for index in 0..<max(0, count) {
            starts.append(Int32(truncatingIfNeeded: item.bytes.count))
            item.isFirstText = true
            item.mask = 0
            item.pairs = 0
            texts(index, &item)
            masks.append(item.mask)
            pairs.append(item.pairs)
            precondition(item.bytes.count <= Int(Int32.max), "a search index holds at most 2 GiB of text")
        }
        starts.append(Int32(truncatingIfNeeded: item.bytes.count))
        self.bytes = item.bytes
        self.starts = starts
        self.masks = masks
        self.pairs = pairs
    }

    /// Indexes `items`, each with its searchable texts.
    public init(_ items: [[String]]) {
        self.init(count: items.count) { index, item in
            for text in items[index] { item.add(text) }
        }
    }

    /// The texts of one item while an index is built.
    public struct Item {
        fileprivate var bytes: [UInt8] = []
        fileprivate var mask: UInt64 = 0
        fileprivate var pairs: UInt64 = 0
        fileprivate var isFirstText = true

        /// Adds `text` to the item (folded; a word of a query never spans two texts).
        public mutating func add(_ text: String) {
            // A newline cannot be typed into a query, so it keeps two texts apart.
            if !isFirstText { bytes.append(0x0A) }
            isFirstText = false
            let start = bytes.count
            SearchFolding.append(folded: text, to: &bytes)
            var previous: UInt8?
            for byte in bytes[start...] {
                mask |= SearchIndex.bit(byte)
                if let previous { pairs |= SearchIndex.pairBit(previous, byte) }
                previous = byte
            }
        }
    }

    /// The positions (ascending) of the items `search` lets through, among `candidates` (ascending
    /// positions, e.g. the last result when the query only grew) or among all items.
    ///
    /// `known` are folded words every candidate is known to contain (the words of the query that
    /// gave `candidates`): they are not looked for again.
    public func matching(_ search: ListSearch, among candidates: [Int32]? = nil, known: [String] = [])
        -> [Int32]
    {
        let words = search.foldedTerms
        guard !words.isEmpty else {
            return candidates ?? (0..<count).map { Int32(truncatingIfNeeded: $0) }
        }
        let terms = Terms(candidates == nil ? words : words.filter { !known.contains($0) })
        let total = candidates?.count ?? count
        if terms.isEmpty, let candidates { return candidates }
        let parts = total >= 50_000 ? min(max(1, Self.cores), 8) : 1
        guard parts > 1 else { return scan(0..<total, candidates: candidates, terms: terms) }
        var results = [[Int32]](repeating: [], count: parts)
        results.withUnsafeMutableBufferPointer { slots in
            // Each part writes only its own slot.
            let slots = UncheckedSendable(slots)
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                let range = (total * part / parts)..<(total * (part + 1) / parts)
                slots.value[part] = scan(range, candidates: candidates, terms: terms)
            }
        }
        var joined: [Int32] = []
        joined.reserveCapacity(results.reduce(0) { $0 + $1.count })
        for part in results { joined.append(contentsOf: part) }
        return joined
    }

    /// A query's words as bytes, longest first (the rarest, usually), with their summaries.
    private struct Terms: Sendable {
        /// The words' bytes, one after another.
        let bytes: [UInt8]
        /// Word `t` is `bytes[starts[t]..<starts[t + 1]]`.
        let starts: [Int]
        /// Word `t`'s summary bits.
        let masks: [UInt64]
        /// Word `t`'s pairs of neighbouring bytes' bits.
        let pairs: [UInt64]
        /// Whether word `t` is found by the summary alone (one letter or digit).
        let maskIsEnough: [Bool]

        init(_ words: [String]) {
            let sorted = words.map { Array($0.utf8) }.sorted { $0.count > $1.count }
            bytes = sorted.flatMap { $0 }
            starts = sorted.reduce(into: [0]) { starts, word in
                starts.append(starts[starts.count - 1] + word.count)
            }
            masks = sorted.map { $0.reduce(UInt64(0)) { $0 | SearchIndex.bit($1) } }
            pairs = sorted.map { word in
                zip(word, word.dropFirst()).reduce(UInt64(0)) { $0 | SearchIndex.pairBit($1.0, $1.1) }
            }
            maskIsEnough = sorted.map { $0.count == 1 && SearchIndex.hasOwnBit($0[0]) }
        }

        var isEmpty: Bool { masks.isEmpty }
    }

    /// The matching items among positions `range` of `candidates` (or of all items).
    private func scan(_ range: Range<Int>, candidates: [Int32]?, terms: Terms) -> [Int32] {
        var found: [Int32] = []
        found.reserveCapacity(range.count)
        bytes.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                masks.withUnsafeBufferPointer { masks in
                    pairs.withUnsafeBufferPointer { pairs in
                        terms.bytes.withUnsafeBufferPointer { words in
                            // The words the summary cannot settle, as byte buffers.
                            let read = terms.masks.indices.filter { !terms.maskIsEnough[$0] }.map {
                                UnsafeBufferPointer(rebasing: words[terms.starts[$0]..<terms.starts[$0 + 1]])
                            }
                            // An item must have every bit of every word.
                            let needed = terms.masks.reduce(UInt64(0)) { $0 | $1 }
                            // And every pair of neighbouring bytes of every word.
                            let neededPairs = terms.pairs.reduce(UInt64(0)) { $0 | $1 }
                            read.withUnsafeBufferPointer { read in
                                func check(_ item: Int) -> Bool {
                                    guard masks[item] & needed == needed,
                                        pairs[item] & neededPairs == neededPairs
                                    else { return false }
                                    if read.isEmpty { return true }
                                    let start = Int(starts[item])
                                    let end = Int(starts[item + 1])
                                    for word in read where !Self.contains(text, from: start, to: end, word) {
                                        return false
                                    }
                                    return true
                                }
                                if let candidates {
                                    candidates.withUnsafeBufferPointer { candidates in
                                        for position in range where check(Int(candidates[position])) {
                                            found.append(candidates[position])
                                        }
                                    }
                                } else {
                                    for item in range where check(item) {
                                        found.append(Int32(truncatingIfNeeded: item))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return found
    }

    /// Whether `text[start..<end]` contains `word` (not empty).
    @inline(__always)
    private static func contains(
        _ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ word: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let length = word.count
        guard end - start >= length else { return false }
        let first = word[0]
        var position = start
        let last = end - length
        while position <= last {
            if text[position] == first {
                var matched = 1
                while matched < length, text[position + matched] == word[matched] { matched += 1 }
                if matched == length { return true }
            }
            position += 1
        }
        return false
    }

    /// The bit of two neighbouring folded bytes in an item's ``pairs`` (a multiplicative hash).
    @inline(__always)
    static func pairBit(_ first: UInt8, _ second: UInt8) -> UInt64 {
        1 << (((UInt64(first) << 8 | UInt64(second)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// Whether `byte` has a summary bit of its own (a letter or a digit), so the bit says whether
    /// an item holds it.
    static func hasOwnBit(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
    }

    /// The summary bit of a folded byte: one per letter and digit, the rest share the others.
    @inline(__always)
    static func bit(_ byte: UInt8) -> UInt64 {
        switch byte {
        case 0x61...0x7A: return 1 << UInt64(byte - 0x61)
        case 0x30...0x39: return 1 << UInt64(26 + byte - 0x30)
        default: return 1 << UInt64(36 + byte % 28)
        }
    }

    /// The cores a scan may use.
    private static let cores = Cores.available
}
