/// One selectable row of a ``SectionedList``: a title and an optional right-aligned detail.
public struct ListRow: Hashable, Sendable {
    /// The main text.
    public var title: String
    /// Right-aligned text such as an amount or a date; empty for none.
    public var detail: String
    /// The title's style.
    public var style: Style
    /// The detail's style.
    public var detailStyle: Style

    /// A row showing `title` and, on the right, `detail`.
    public init(_ title: String, detail: String = "", style: Style = .plain, detailStyle: Style = .muted) {
        self.title = title
        self.detail = detail
        self.style = style
        self.detailStyle = detailStyle
    }
}
