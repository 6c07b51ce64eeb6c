/// One terminal row: a sequence of styled spans. It never wraps; fit it with ``truncated(to:)``.
public struct StyledLine: Hashable, Sendable {
    /// The spans, drawn left to right.
    public var spans: [Span]

    /// A line made of spans.
    public init(_ spans: [Span] = []) {
        self.spans = spans
    }

    /// A line of untrusted text in one style (sanitized).
    public init(_ text: String, style: Style = .plain) {
        self.spans = [Span(text, style: style)]
    }

    /// An empty line.
    public static let blank = StyledLine()

    /// The width in terminal cells.
    public var width: Int { spans.reduce(0) { $0 + $1.width } }

    /// The text without styles.
    public var plainText: String { spans.map(\.text).joined() }

    /// Appends a span.
    public mutating func append(_ span: Span) {
        spans.append(span)
    }

    /// Two lines joined side by side.
    public static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
        StyledLine(lhs.spans + rhs.spans)
    }

    /// This line with `style` layered over every span (e.g. `.inverse` for a selected row).
    public func applying(_ style: Style) -> StyledLine {
        StyledLine(spans.map { $0.applying(style) })
    }

    /// This line cut to at most `width` cells, ending in "…" (in the style of the cut span) when
    /// anything was cut.
    public func truncated(to width: Int) -> StyledLine {
        guard self.width > width else { return self }
        guard width > 0 else { return .blank }
        var result: [Span] = []
        var remaining = width
        for span in spans {
            let spanWidth = span.width
            if spanWidth < remaining {
                result.append(span)
                remaining -= spanWidth
                continue
            }
            // This span reaches the edge: the ellipsis takes the last cell.
            let cut = TextWidth.truncateWithEllipsis(span.text, toWidth: remaining)
            result.append(Span(trusted: cut, style: span.style))
            break
        }
        return StyledLine(result.filter { !$0.text.isEmpty })
    }

    /// This line fitted to exactly `width` cells: truncated if wider, padded with spaces in
    /// `fill` style otherwise (where the padding goes depends on `alignment`).
    public func padded(to width: Int, fill: Style = .plain, alignment: Alignment = .leading)
        -> StyledLine
    {
        let fitted = truncated(to: width)
        let (before, after) = alignment.split(max(0, width - fitted.width))
        var spans = fitted.spans
        if before > 0 { spans.insert(.spaces(before, style: fill), at: 0) }
        if after > 0 { spans.append(.spaces(after, style: fill)) }
        return StyledLine(spans)
    }

    /// `leading` and `trailing` on one row of exactly `width` cells: `trailing` flush right,
    /// the gap filled in `fill` style. When both do not fit, `leading` is truncated first,
    /// keeping one cell of gap.
    public static func spread(
        _ leading: StyledLine, _ trailing: StyledLine, width: Int, fill: Style = .plain
    ) -> StyledLine {
        let trailingFitted = trailing.truncated(to: width)
        let room = width - trailingFitted.width - (trailingFitted.width > 0 ? 1 : 0)
        let leadingFitted = leading.truncated(to: max(0, room))
        let gap = width - leadingFitted.width - trailingFitted.width
        return leadingFitted + StyledLine([.spaces(gap, style: fill)]) + trailingFitted
    }
}
