/// Label/value rows with the values aligned in one column, optionally under a heading.
///
/// The label column is as wide as the widest label, but at most 40% of the width; a longer
/// label is truncated. A value wider than its column wraps at spaces onto the rows below, aligned
/// with it (an address stays whole), on at most ``maxValueLines`` rows, the last ending in "…"
/// when more was left.
public struct DetailSheet: Component {
    /// An optional heading.
    public var title: String?
    /// The rows, in order.
    public var rows: [DetailRow]

    /// The most rows one value takes.
    public static let maxValueLines = 3

    /// A sheet of `rows` under `title`.
    public init(_ title: String? = nil, rows: [DetailRow]) {
        self.title = title
        self.rows = rows
    }

    public func lines(width: Int) -> [StyledLine] {
        let indent = 1
        let gap = 2
        let widest = rows.map { Span($0.label).width }.max() ?? 0
        let labelWidth = min(widest, max(1, width * 2 / 5))
        let valueWidth = max(0, width - indent - labelWidth - gap)
        var lines: [StyledLine] = []
        if let title {
            lines.append(
                StyledLine([Span(trusted: " "), Span(title, style: .accent.bold)]).truncated(to: width))
        }
        for row in rows {
            let label = StyledLine(row.label, style: .muted).padded(to: labelWidth)
            let values = TextWrap.wrap(row.value, width: valueWidth, maxLines: Self.maxValueLines)
            let first = StyledLine(values.first ?? "", style: row.style).truncated(to: valueWidth)
            let line = StyledLine([.spaces(indent)]) + label + StyledLine([.spaces(gap)]) + first
            lines.append(line.truncated(to: width))
            for more in values.dropFirst() {
                let next =
                    StyledLine([.spaces(indent + labelWidth + gap)])
                    + StyledLine(more, style: row.style).truncated(to: valueWidth)
                lines.append(next.truncated(to: width))
            }
        }
        return lines
    }
}
