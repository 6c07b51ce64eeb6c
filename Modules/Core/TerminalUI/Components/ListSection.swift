/// A group of rows under a header that shows the group's title and item count.
public struct ListSection: Hashable, Sendable {
    /// The header text; nil for a section without a header row.
    public var title: String?
    /// The count shown in the header; defaults to the number of rows.
    public var count: Int
    /// The rows.
    public var rows: [ListRow]
    /// What the header shows instead of the bare count (e.g. "81 kept · 246 dropped"), if set.
    public var countLabel: String?
    /// The header title's style (default: the accent colour, bold), e.g. one colour per group.
    public var titleStyle: Style
    /// Blank rows drawn before the section, setting it apart from the one above.
    public var gap: Int

    /// A section titled `title` holding `rows`; `count` overrides the shown count (e.g. when
    /// only part of a larger set is loaded).
    public init(
        _ title: String?, count: Int? = nil, countLabel: String? = nil, titleStyle: Style = .accent.bold,
        gap: Int = 0, rows: [ListRow]
    ) {
        self.countLabel = countLabel
        self.titleStyle = titleStyle
        self.gap = gap
        self.title = title
        self.count = count ?? rows.count
        self.rows = rows
    }
}
