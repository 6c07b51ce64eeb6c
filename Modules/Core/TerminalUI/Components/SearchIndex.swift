import Dispatch
import Foundation

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

    /// How many items are indexed.
    public var count: Int { masks.count }

    /// The folded size of the index in bytes (texts, offsets and summaries).
    public var byteCount: Int { bytes.count + starts.count * 4 + masks.count * 8 }

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
        for index in 0..<max(0, count) {
            starts.append(Int32(truncatingIfNeeded: item.bytes.count))
            item.isFirstText = true
            item.mask = 0
            texts(index, &item)
            masks.append(item.mask)
            precondition(item.bytes.count <= Int(Int32.max), "a search index holds at most 2 GiB of text")
        }
        starts.append(Int32(truncatingIfNeeded: item.bytes.count))
        self.bytes = item.bytes
        self.starts = starts
        self.masks = masks
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
        fileprivate var isFirstText = true

        /// Adds `text` to the item (folded; a word of a query never spans two texts).
        public mutating func add(_ text: String) {
            // A newline cannot be typed into a query, so it keeps two texts apart.
            if !isFirstText { bytes.append(0x0A) }
            isFirstText = false
            let start = bytes.count
            SearchFolding.append(folded: text, to: &bytes)
            for byte in bytes[start...] { mask |= SearchIndex.bit(byte) }
        }
    }

    /// The positions (ascending) of the items `search` lets through, among `candidates` (ascending
    /// positions, e.g. the last result when the query only grew) or among all items.
    public func matching(_ search: ListSearch, among candidates: [Int32]? = nil) -> [Int32] {
        let terms = search.foldedTerms.sorted { $0.utf8.count > $1.utf8.count }.map { Array($0.utf8) }
        let total = candidates?.count ?? count
        guard !terms.isEmpty else {
            return candidates ?? (0..<count).map { Int32(truncatingIfNeeded: $0) }
        }
        let parts = total >= 50_000 ? min(max(1, Self.cores), 8) : 1
        var results = [[Int32]](repeating: [], count: parts)
        results.withUnsafeMutableBufferPointer { slots in
            let slots = UnsafeSendable(slots)
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                let range = (total * part / parts)..<(total * (part + 1) / parts)
                slots.value[part] = scan(range, candidates: candidates, terms: terms)
            }
        }
        return parts == 1 ? results[0] : Array(results.joined())
    }

    /// The matching items among positions `range` of `candidates` (or of all items).
    private func scan(_ range: Range<Int>, candidates: [Int32]?, terms: [[UInt8]]) -> [Int32] {
        let termMasks = terms.map { $0.reduce(UInt64(0)) { $0 | Self.bit($1) } }
        var found: [Int32] = []
        bytes.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                masks.withUnsafeBufferPointer { masks in
                    func check(_ item: Int) -> Bool {
                        let mask = masks[item]
                        let start = Int(starts[item])
                        let end = Int(starts[item + 1])
                        for (term, termMask) in zip(terms, termMasks) {
                            guard mask & termMask == termMask,
                                Self.contains(text, from: start, to: end, term)
                            else { return false }
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
                        for item in range where check(item) { found.append(Int32(truncatingIfNeeded: item)) }
                    }
                }
            }
        }
        return found
    }

    /// Whether `text[start..<end]` contains `term` (not empty).
    @inline(__always)
    private static func contains(
        _ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ term: [UInt8]
    )
        -> Bool
    {
        term.withUnsafeBufferPointer { term in
            let length = term.count
            guard end - start >= length else { return false }
            let first = term[0]
            var position = start
            let last = end - length
            while position <= last {
                if text[position] == first {
                    var matched = 1
                    while matched < length, text[position + matched] == term[matched] { matched += 1 }
                    if matched == length { return true }
                }
                position += 1
            }
            return false
        }
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
    private static let cores = ProcessInfo.processInfo.activeProcessorCount
}

/// Hands each concurrent part its own slot of one buffer (parts never share a slot).
private struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
