/// A row of numbered tabs with the selected one highlighted: " 1 Feed  2 Transactions ".
public struct TabBar: Component {
    /// The tab titles, in order.
    public var titles: [String]
    /// The selected tab's index.
    public var selected: Int

    /// A tab bar of `titles` with `selected` highlighted.
    public init(_ titles: [String], selected: Int) {
        self.titles = titles
        self.selected = selected
    }

    public func lines(width: Int) -> [StyledLine] {
        var line = StyledLine([Span(trusted: " ")])
        for (index, title) in titles.enumerated() {
            let isSelected = index == selected
            let style: Style = isSelected ? .primary.bold.inverse : .muted
            let number = index < 9 ? "\(index + 1) " : ""
            line.append(Span(trusted: " \(number)", style: isSelected ? style : .accent))
            line.append(Span(title, style: style))
            line.append(Span(trusted: " ", style: isSelected ? style : .plain))
            line.append(Span(trusted: " "))
        }
        return [line.truncated(to: width)]
    }
}
