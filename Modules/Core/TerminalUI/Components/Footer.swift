/// The bottom row: key hints ("↑↓ move  enter open  q quit"). Hints that do not fit are
/// left out whole, from the end, rather than cut mid-word.
public struct Footer: Component {
    /// The hints, most important first.
    public var hints: [KeyHint]

    /// A footer listing `hints`.
    public init(_ hints: [KeyHint]) {
        self.hints = hints
    }

    public func lines(width: Int) -> [StyledLine] {
        var line = StyledLine([Span(trusted: " ")])
        var used = 1
        for (index, hint) in hints.enumerated() {
            let gap = index == 0 ? 0 : 2
            guard used + gap + hint.width <= width else { break }
            if gap > 0 { line.append(.spaces(gap)) }
            line.spans += hint.spans
            used += gap + hint.width
        }
        return [line.truncated(to: width)]
    }
}
