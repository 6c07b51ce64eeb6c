extension StyledLine {
    /// The line encoded for a terminal: each run of spans that look the same wrapped in its SGR
    /// sequence and a reset (`ESC[0m`); unstyled text is written as is.
    public func ansiText(theme: Theme) -> String {
        var output = ""
        var run = ""
        var runParameters: String?
        func flush() {
            guard !run.isEmpty else { return }
            if let runParameters {
                output += "\u{1B}[\(runParameters)m\(run)\u{1B}[0m"
            } else {
                output += run
            }
            run = ""
        }
        for span in spans where !span.text.isEmpty {
            // Styles that look the same in this theme share one run.
            let parameters = theme.sgrParameters(for: span.style)
            if parameters != runParameters {
                flush()
                runParameters = parameters
            }
            run += span.text
        }
        flush()
        return output
    }

    /// This line without trailing spaces that would look like nothing (no inverse or
    /// underline): after an erase-line they need not be written.
    var droppingInvisibleTrail: StyledLine {
        var spans = spans
        while let last = spans.last,
            last.style.attributes.isDisjoint(with: [.inverse, .underline])
        {
            let kept = String(last.text.reversed().drop(while: { $0 == " " }).reversed())
            if kept.isEmpty {
                spans.removeLast()
                continue
            }
            spans[spans.count - 1] = Span(trusted: kept, style: last.style)
            break
        }
        return StyledLine(spans)
    }
}
