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
        let text = facts.filter { !$0.isEmpty }.joined(separator: " · ")
        let left = StyledLine([Span(trusted: " "), Span(text, style: .muted)])
        var right = StyledLine()
        for hint in hints {
            if !right.spans.isEmpty { right.append(.spaces(2)) }
            right.spans += [
                Span(hint.key, style: .accent), Span(trusted: " "), Span(hint.label, style: .muted),
            ]
        }
        right.append(.spaces(1))
        if text.isEmpty || left.width + 2 + right.width <= width {
            return [StyledLine.spread(left, right, width: width)]
        }
        return [left.truncated(to: width)]
    }
}
