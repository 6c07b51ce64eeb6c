import Foundation

/// Fuzzy matching for the command palette: a query matches a candidate when its characters occur
/// in the candidate in order (case and accents ignored: "zol" matches "Żółw"), and the score
/// says how well.
///
/// Each matched character scores; a match at the start of a word ("cat" → "Store › **Cat**alog")
/// or right after the previous match scores more, and every skipped character costs a little.
/// So runs of consecutive characters and word initials ("ps" → "**P**ack **S**tatus") rank first.
/// The best alignment is found, not the leftmost: "cat" in "Cabify Store › Catalog" matches the
/// word "Catalog", not "Ca…t".
public enum FuzzyMatch {
    /// How well a query matched, and where.
    public struct Match: Hashable, Sendable {
        /// Higher is better; only comparable between matches of the same query.
        public var score: Int
        /// The offsets (in characters) of the candidate's matched characters, ascending.
        public var positions: [Int]
    }

    static let matchScore = 16
    static let wordStartBonus = 20
    static let consecutiveBonus = 16
    static let gapPenalty = 1
    static let maxLeadingPenalty = 10

    /// How `query` matches `candidate`, or nil when it does not; an empty query matches
    /// everything with score 0.
    public static func match(_ query: String, in candidate: String) -> Match? {
        let needle = query.filter { !$0.isWhitespace }.map(folded)
        guard !needle.isEmpty else { return Match(score: 0, positions: []) }
        let characters = Array(candidate)
        let haystack = characters.map(folded)
        let count = haystack.count
        guard needle.count <= count else { return nil }
        let starts = characters.indices.map { isWordStart(characters, at: $0) }

        // best[i][j]: the best score of needle[0...i] with needle[i] matched at candidate j.
        let none = Int.min / 2
        var best = Array(repeating: Array(repeating: none, count: count), count: needle.count)
        var from = Array(repeating: Array(repeating: -1, count: count), count: needle.count)
        for j in 0..<count where haystack[j] == needle[0] {
            best[0][j] =
                matchScore + (starts[j] ? wordStartBonus : 0) - min(j, maxLeadingPenalty) * gapPenalty
        }
        for i in 1..<max(1, needle.count) {
            // The best earlier match k < j - 1 as (score + k * gapPenalty, k): a gap of j - k - 1
            // cells then costs (j - 1) * gapPenalty less than that.
            var farthest: (value: Int, index: Int) = (none, -1)
            for j in i..<count {
                if j >= 2, best[i - 1][j - 2] > none {
                    let value = best[i - 1][j - 2] + (j - 2) * gapPenalty
                    if value > farthest.value { farthest = (value, j - 2) }
                }
                guard haystack[j] == needle[i] else { continue }
                let gain = matchScore + (starts[j] ? wordStartBonus : 0)
                if best[i - 1][j - 1] > none {
                    best[i][j] = best[i - 1][j - 1] + gain + consecutiveBonus
                    from[i][j] = j - 1
                }
                if farthest.index >= 0 {
                    let gapped = farthest.value - (j - 1) * gapPenalty + gain
                    if gapped > best[i][j] {
                        best[i][j] = gapped
                        from[i][j] = farthest.index
                    }
                }
            }
        }
        let last = needle.count - 1
        guard let end = (0..<count).max(by: { best[last][$0] < best[last][$1] }), best[last][end] > none
        else { return nil }
        var positions = [end]
        for i in stride(from: last, to: 0, by: -1) {
            positions.append(from[i][positions[positions.count - 1]])
        }
        return Match(score: best[last][end], positions: positions.reversed())
    }

    /// `candidates` matching `query`, best first; equal scores keep the shorter candidate, then
    /// the original order, first. An empty query keeps every candidate in its order.
    public static func rank(_ query: String, _ candidates: [String]) -> [(index: Int, match: Match)] {
        if query.allSatisfy(\.isWhitespace) {
            return candidates.indices.map { (index: $0, match: Match(score: 0, positions: [])) }
        }
        return candidates.enumerated()
            .compactMap { index, candidate in match(query, in: candidate).map { (index, $0, candidate.count) }
            }
            .sorted { lhs, rhs in
                if lhs.1.score != rhs.1.score { return lhs.1.score > rhs.1.score }
                if lhs.2 != rhs.2 { return lhs.2 < rhs.2 }
                return lhs.0 < rhs.0
            }
            .map { (index: $0.0, match: $0.1) }
    }

    /// A character compared without case or accents.
    private static func folded(_ character: Character) -> String {
        String(character).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Whether a word starts at `index`: the first character, one after a separator, or an
    /// upper-case letter after a lower-case one ("camelCase").
    private static func isWordStart(_ characters: [Character], at index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = characters[index - 1]
        let current = characters[index]
        if !(previous.isLetter || previous.isNumber) { return current.isLetter || current.isNumber }
        return previous.isLowercase && current.isUppercase
    }
}
