/// The row above the footer: where the data comes from and when the screen last synced on the
/// left ("mock · synced 14:02"), the shell's own keys on the right ("? help  : commands").
///
/// When both sides do not fit, the keys are left out first, then the left side is truncated.
public struct StatusLine: Component {
    /// The facts on the left, joined by " · "; empty ones are left out.
    public var facts: [String]
    /// The keys on the right.
    public var hints: [KeyHint]

    /// A status line of `facts` and `hints`.
    public init(facts: [String], hints: [KeyHint]) {
        self.facts = facts
        self.hints = hints
    }

    public func lines(width: Int) -> [StyledLine] {
        guard showsHints(width: width) else { return [left.truncated(to: width)] }
        return [StyledLine.spread(left, right, width: width)]
    }

    /// The hint drawn at `column` of a line `width` cells wide, for clicks; nil elsewhere.
    public func hint(atColumn column: Int, width: Int) -> KeyHint? {
        guard showsHints(width: width) else { return nil }
        var start = width - min(width, right.width)
        for hint in hints {
            let end = start + TextWidth.of(Span(hint.key).text) + 1 + TextWidth.of(Span(hint.label).text)
            if (start..<end).contains(column) { return hint }
            start = end + 2
        }
        return nil
    }

    private var left: StyledLine {
        StyledLine([
            Span(trusted: " "), Span(facts.filter { !$0.isEmpty }.joined(separator: " · "), style: .muted),
        ])
    }

    /// The hints, two cells apart, and one cell of margin at the right.
    private var right: StyledLine {
        var right = StyledLine()
        for hint in hints {
            if !right.spans.isEmpty { right.append(.spaces(2)) }
            right.spans += [
                Span(hint.key, style: .accent), Span(trusted: " "), Span(hint.label, style: .muted),
            ]
        }
        right.append(.spaces(1))
        return right
    }

    /// Whether the hints fit beside the facts (with no facts they always show, cut if need be).
    private func showsHints(width: Int) -> Bool {
        let left = self.left
        return left.width <= 1 || left.width + 2 + right.width <= width
    }
}
