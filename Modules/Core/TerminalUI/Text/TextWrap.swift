/// Word wrapping for components that show prose (banners, empty states).
public enum TextWrap {
    /// `text` broken into rows of at most `width` cells at spaces; a word longer than a row is
    /// split. With `maxLines`, the last kept row ends in "…" when text was left over.
    public static func wrap(_ text: String, width: Int, maxLines: Int = .max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var rows: [String] = []
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            var word = word
            let separator = current.isEmpty ? "" : " "
            if TextWidth.of(current) + TextWidth.of(separator) + TextWidth.of(word) <= width {
                current += separator + word
                continue
            }
            if !current.isEmpty { rows.append(current) }
            current = ""
            // A word wider than a row fills whole rows until the rest fits.
            while TextWidth.of(word) > width {
                let head = TextWidth.prefix(word, fittingWidth: width)
                guard !head.isEmpty else { break }
                rows.append(head)
                word.removeFirst(head.count)
            }
            current = word
        }
        if !current.isEmpty { rows.append(current) }
        guard rows.count > maxLines else { return rows }
        var kept = Array(rows.prefix(maxLines))
        kept[maxLines - 1] = TextWidth.truncateWithEllipsis(kept[maxLines - 1], toWidth: width)
        return kept
    }
}
