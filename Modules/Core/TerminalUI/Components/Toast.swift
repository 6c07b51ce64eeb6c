/// A transient message ("Saved", "Copied"), drawn right-aligned on one row.
///
/// A toast has no timer of its own: the view model shows it by holding a value and hides it
/// when its own injected clock (or the render tick) says so, which keeps tests deterministic.
public struct Toast: Component {
    /// The message's tone; decides its glyph and color.
    public enum Kind: Hashable, Sendable {
        case info, success, error
    }

    /// The message.
    public var message: String
    /// The tone.
    public var kind: Kind

    /// A toast showing `message`.
    public init(_ message: String, kind: Kind = .info) {
        self.message = message
        self.kind = kind
    }

    public func lines(width: Int) -> [StyledLine] {
        let (glyph, style): (String, Style) =
            switch kind {
            case .info: ("•", .accent)
            case .success: ("✔", .success)
            case .error: ("✖", .danger)
            }
        let content = StyledLine([
            Span(trusted: " \(glyph) ", style: style.bold.inverse), Span(message, style: style.bold.inverse),
            Span(trusted: " ", style: style.bold.inverse), Span(trusted: " "),
        ])
        return [StyledLine.spread(.blank, content, width: width)]
    }
}
