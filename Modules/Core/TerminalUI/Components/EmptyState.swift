/// What a screen shows when there is nothing to list: a centered message and an optional
/// hint below it, after a blank row.
public struct EmptyState: Component {
    /// The message, e.g. "No transactions yet".
    public var message: String
    /// A hint, e.g. "Press r to refresh"; empty for none.
    public var hint: String

    /// An empty state showing `message` and `hint`.
    public init(_ message: String, hint: String = "") {
        self.message = message
        self.hint = hint
    }

    public func lines(width: Int) -> [StyledLine] {
        let messageRows = TextWrap.wrap(TextSanitizer.sanitize(message), width: width, maxLines: 3)
        let hintRows = TextWrap.wrap(TextSanitizer.sanitize(hint), width: width, maxLines: 2)
        return [.blank]
            + messageRows.map {
                StyledLine([Span(trusted: $0, style: .secondary.bold)]).padded(to: width, alignment: .center)
            }
            + hintRows.map {
                StyledLine([Span(trusted: $0, style: .muted)]).padded(to: width, alignment: .center)
            }
    }
}
