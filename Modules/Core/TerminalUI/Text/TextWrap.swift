/// Word wrapping for components that show prose (banners, empty states).
public enum TextWrap {
    /// `text` broken into rows of at most `width` cells at spaces; a word longer than a row is
    /// split. With `maxLines`, the last kept row ends in "…" when text was left over.
    ///
    /// A space next to a number does not break while the phrase fits on a row, so dates and
    /// quantities stay whole ("Mar 12, 2025", "12 mar 2025", "3 items"); non-breaking spaces
    /// never break.
    public static func wrap(_ text: String, width: Int, maxLines: Int = .max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var rows: [String] = []
        var current = ""
        for phrase in phrases(text) {
            let joined = phrase.joined(separator: " ")
            if fits(joined, after: current, width: width) {
                current += (current.isEmpty ? "" : " ") + joined
                continue
            }
            if TextWidth.of(joined) <= width {
                rows.append(current)
                current = joined
                continue
            }
            // A phrase wider than a row breaks between its words after all.
            for word in phrase {
                if fits(word, after: current, width: width) {
                    current += (current.isEmpty ? "" : " ") + word
                    continue
                }
                if !current.isEmpty { rows.append(current) }
                current = ""
                // A word wider than a row fills whole rows until the rest fits.
                var word = word
                while TextWidth.of(word) > width {
                    let head = TextWidth.prefix(word, fittingWidth: width)
                    guard !head.isEmpty else { break }
                    rows.append(head)
                    word.removeFirst(head.count)
                }
                current = word
            }
        }
        if !current.isEmpty { rows.append(current) }
        guard rows.count > maxLines else { return rows }
        var kept = Array(rows.prefix(maxLines))
        kept[maxLines - 1] = TextWidth.truncateWithEllipsis(kept[maxLines - 1], toWidth: width)
        return kept
    }

    private static func fits(_ text: String, after current: String, width: Int) -> Bool {
        let separator = current.isEmpty ? 0 : 1
        return TextWidth.of(current) + separator + TextWidth.of(text) <= width
    }

    /// The words of `text`, grouped into phrases that should not break: words joined by a
    /// space that touches a number.
    static func phrases(_ text: String) -> [[String]] {
        var phrases: [[String]] = []
        for word in text.split(separator: " ").map(String.init) {
            if let previous = phrases.last?.last, gluesForward(previous) || startsWithDigit(word) {
                phrases[phrases.count - 1].append(word)
            } else {
                phrases.append([word])
            }
        }
        return phrases
    }

    private static func startsWithDigit(_ word: String) -> Bool {
        word.first?.isNumber == true
    }

    /// Whether a number holds on to the next word: "12 mar", "12. März", but not "2025." ending
    /// a sentence.
    private static func gluesForward(_ word: String) -> Bool {
        guard startsWithDigit(word), let last = word.last else { return false }
        guard ".;:!?)".contains(last) else { return true }
        return last == "." && word.count <= 3 && word.dropLast().allSatisfy(\.isNumber)
    }
}
