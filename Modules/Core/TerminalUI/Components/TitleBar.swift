/// The top row: a title on the left, optional status text on the right, in an inverse bar.
public struct TitleBar: Component {
    /// The title, e.g. a breadcrumb "Payback › Transactions".
    public var title: String
    /// Right-aligned text such as an account name or "offline"; empty for none.
    public var trailing: String

    /// A title bar showing `title` and, on the right, `trailing`.
    public init(_ title: String, trailing: String = "") {
        self.title = title
        self.trailing = trailing
    }

    public func lines(width: Int) -> [StyledLine] {
        let bar = Style.primary.inverse
        let leading = StyledLine([Span(trusted: " ", style: bar), Span(title, style: bar.bold)])
        let right =
            trailing.isEmpty
            ? StyledLine.blank : StyledLine([Span(trailing, style: bar), Span(trusted: " ", style: bar)])
        return [StyledLine.spread(leading, right, width: width, fill: bar)]
    }
}
