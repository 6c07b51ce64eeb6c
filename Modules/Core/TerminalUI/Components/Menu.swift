/// A picker, e.g. for filters: options with the current choice marked (● against ○) and a
/// highlighted row (▸, drawn like a list's cursor, apart from the mark) that the keys move (its state is a ``ListState``, handled like a list's).
public struct Menu: Component {
    /// An optional heading above the options.
    public var title: String?
    /// The options, in order.
    public var options: [String]
    /// The index of the option currently in effect, if any.
    public var current: Int?
    /// The highlighted option and scroll position.
    public var state: ListState

    /// A menu of `options`, with `current` marked and `state.selection` highlighted.
    public init(_ title: String? = nil, options: [String], current: Int?, state: ListState = ListState()) {
        self.title = title
        self.options = options
        self.current = current
        self.state = state
    }

    /// The option structure, for ``ListState/handle(_:in:viewport:)``.
    public var layout: ListLayout { ListLayout(sections: [(hasHeader: false, size: options.count)]) }

    /// The visible rows at `height` rows (the title takes one when present).
    public func lines(width: Int, height: Int) -> [StyledLine] {
        let heading = title.map { [StyledLine($0, style: .accent.bold).truncated(to: width)] } ?? []
        let viewport = max(0, height - heading.count)
        let resolved = state.resolved(in: layout, viewport: viewport)
        let visible = options.indices.dropFirst(resolved.offset).prefix(viewport)
        return heading
            + visible.map { index in
                let isCurrent = index == current
                let isHighlighted = index == resolved.selection
                // The cursor glyph keeps the highlight visible in plain text (--plain, no colors);
                // it sits where a list's does, a space apart from the choice mark: " ▸ ● English".
                let line = StyledLine([
                    Span(trusted: isHighlighted ? " ▸ " : "   ", style: .accent),
                    Span(trusted: isCurrent ? "● " : "○ ", style: isCurrent ? .accent : .muted),
                    Span(options[index], style: isCurrent ? .bold : .plain),
                ]).padded(to: width)
                return isHighlighted ? line.applying(.bold.inverse) : line
            }
    }

    /// Every row, unscrolled.
    public func lines(width: Int) -> [StyledLine] {
        lines(width: width, height: options.count + (title == nil ? 0 : 1))
    }
}
