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
        var line = StyledLine([Span(trusted: " ")])
        for (index, title) in titles.enumerated() {
            let isSelected = index == selected
            let style: Style = isSelected ? .primary.bold.inverse : .muted
            line.append(Span(trusted: " \(number(index))", style: isSelected ? style : .accent))
            line.append(Span(title, style: style))
            line.append(Span(trusted: " ", style: isSelected ? style : .plain))
            line.append(Span(trusted: " "))
        }
        return [line.truncated(to: width)]
    }

    /// The tab drawn at `column` (0-based) of a bar `width` cells wide, or nil for the gaps
    /// between tabs, the margins and tabs cut off at the right edge.
    public func tabIndex(atColumn column: Int, width: Int) -> Int? {
        var start = 1
        for (index, title) in titles.enumerated() {
            // " 1 Title " is the highlighted part; one plain space follows it.
            let end = start + 1 + TextWidth.of(number(index)) + TextWidth.of(Span(title).text) + 1
            guard end <= width else { return nil }
            if (start..<end).contains(column) { return index }
            start = end + 1
        }
        return nil
    }

    private func number(_ index: Int) -> String {
        numbered && index < 9 ? "\(index + 1) " : ""
    }
}
