/// A row of numbered tabs with the selected one highlighted: " 1 Feed  2 Transactions ".
///
/// Unnumbered, it is the bar of an outer container switched with Ctrl-←→ and Alt-1–9 (the numbers belong
/// to the inner bar below it). ``tabIndex(atColumn:width:)`` hit-tests a click.
public struct TabBar: Component {
    /// The tab titles, in order.
    public var titles: [String]
    /// The selected tab's index.
    public var selected: Int
    /// Whether each tab shows its number key (1–9).
    public var numbered: Bool

    /// A tab bar of `titles` with `selected` highlighted.
    public init(_ titles: [String], selected: Int, numbered: Bool = true) {
        self.titles = titles
        self.selected = selected
        self.numbered = numbered
    }

    public func lines(width: Int) -> [StyledLine] {
        let compact = isCompact(width: width)
        var line = StyledLine([Span(trusted: " ")])
        for (index, title) in titles.enumerated() {
            let isSelected = index == selected
            let style: Style = isSelected ? .primary.bold.inverse : .muted
            let pad = !compact || isSelected ? " " : ""
            line.append(Span(trusted: pad + number(index), style: isSelected ? style : .accent))
            line.append(Span(title, style: style))
            line.append(Span(trusted: pad, style: isSelected ? style : .plain))
            line.append(Span(trusted: " "))
        }
        return [line.truncated(to: width)]
    }

    /// The tab drawn at `column` (0-based) of a bar `width` cells wide, or nil for the gaps
    /// between tabs, the margins and tabs cut off at the right edge.
    public func tabIndex(atColumn column: Int, width: Int) -> Int? {
        let compact = isCompact(width: width)
        var start = 1
        for index in titles.indices {
            let end = start + cells(of: index, padded: !compact || index == selected)
            guard end <= width else { return nil }
            if (start..<end).contains(column) { return index }
            start = end + 1
        }
        return nil
    }

    /// Whether the tabs are drawn close together: when " Title " with a gap for each tab would not
    /// fit `width`, only the selected tab keeps its padding (so a product bar in German still shows
    /// every product at 80 columns).
    private func isCompact(width: Int) -> Bool {
        let full = 1 + titles.indices.reduce(0) { $0 + cells(of: $1, padded: true) + 1 }
        return full > width
    }

    /// The cells of tab `index`: its number and title, with a space on each side when `padded`.
    private func cells(of index: Int, padded: Bool) -> Int {
        let title = titles.indices.contains(index) ? titles[index] : ""
        return (padded ? 2 : 0) + TextWidth.of(number(index)) + TextWidth.of(Span(title).text)
    }

    private func number(_ index: Int) -> String {
        numbered && index < 9 ? "\(index + 1) " : ""
    }
}
