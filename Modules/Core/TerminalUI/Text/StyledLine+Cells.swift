extension StyledLine {
    /// This line with `other` drawn over it from cell `column` on: the cells `other` covers are
    /// replaced, the line is padded with spaces when it ends before `column`, and a wide
    /// character cut by either edge becomes a space (so nothing shifts).
    public func overlaid(with other: StyledLine, atColumn column: Int) -> StyledLine {
        let column = max(0, column)
        let left = prefix(cells: column)
        let padding = column - left.width
        let gap = padding > 0 ? [Span.spaces(padding)] : []
        return StyledLine(left.spans + gap + other.spans + dropping(cells: column + other.width).spans)
    }

    /// The first `cells` cells (fewer when the line is shorter); a wide character that would
    /// straddle the edge becomes a space.
    func prefix(cells: Int) -> StyledLine {
        var result: [Span] = []
        var used = 0
        for span in spans {
            guard used < cells else { break }
            var text = ""
            for character in span.text {
                let width = TextWidth.of(character)
                if used + width > cells {
                    text += String(repeating: " ", count: cells - used)
                    used = cells
                    break
                }
                text.append(character)
                used += width
            }
            if !text.isEmpty { result.append(Span(trusted: text, style: span.style)) }
        }
        return StyledLine(result)
    }

    /// The line without its first `cells` cells; the second half of a wide character cut by
    /// the edge becomes a space.
    func dropping(cells: Int) -> StyledLine {
        var result: [Span] = []
        var skipped = 0
        for span in spans {
            if skipped >= cells {
                result.append(span)
                continue
            }
            var text = ""
            for character in span.text {
                if skipped >= cells {
                    text.append(character)
                    continue
                }
                let width = TextWidth.of(character)
                skipped += width
                if skipped > cells { text += String(repeating: " ", count: skipped - cells) }
            }
            if !text.isEmpty { result.append(Span(trusted: text, style: span.style)) }
        }
        return StyledLine(result)
    }
}
