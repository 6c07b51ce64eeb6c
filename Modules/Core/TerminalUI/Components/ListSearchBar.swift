/// The one-row bar of a search above its list: "/ lodz▏  3 matches · enter keep · esc clear"
/// while typing (the bar ends in a cursor), "/ lodz  3 matches · / edit · esc clear" once the
/// filter is kept; no row at all when the search is closed and empty.
public struct ListSearchBar: Component {
    /// The search shown.
    public var search: ListSearch
    /// How many items match.
    public var matchCount: Int
    /// The words.
    public var labels: ListSearchLabels

    /// A bar for `search` with `matchCount` matches.
    public init(_ search: ListSearch, matchCount: Int, labels: ListSearchLabels) {
        self.search = search
        self.matchCount = matchCount
        self.labels = labels
    }

    public func lines(width: Int) -> [StyledLine] {
        guard search.isVisible else { return [] }
        let actions =
            search.isEditing
            ? [(KeyName.enter, labels.keep), (KeyName.escape, labels.clear)]
            : [("/", labels.edit), (KeyName.escape, labels.clear)]
        var help: [Span] = [Span(labels.matches(matchCount), style: .muted)]
        for (key, label) in actions {
            help += [
                Span(trusted: " · ", style: .muted), Span(key, style: .accent.bold), Span(trusted: " "),
                Span(label, style: .muted),
            ]
        }
        let query = StyledLine([
            Span(trusted: " / ", style: .accent.bold), Span(search.query, style: .bold),
            Span(trusted: search.isEditing ? "▏" : "", style: .accent),
        ])
        // The query keeps its room first: the help is what gets cut on a narrow terminal.
        return [(query + StyledLine([Span(trusted: "  ")]) + StyledLine(help)).truncated(to: width)]
    }
}
