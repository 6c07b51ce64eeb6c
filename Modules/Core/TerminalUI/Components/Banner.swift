/// A message about the screen's state (an error, being offline, information) with an
/// optional action hint such as "r retry". The message wraps at word boundaries (dates stay
/// whole) onto at most three rows; the action comes after it, never inside it.
public struct Banner: Component {
    /// What the banner reports; decides its glyph and color.
    public enum Kind: Hashable, Sendable {
        case info, offline, error
    }

    /// What the banner reports.
    public var kind: Kind
    /// The message.
    public var message: String
    /// The key that acts on it, e.g. `KeyHint("r", "retry")`.
    public var action: KeyHint?

    /// A banner of `kind` showing `message` and `action`.
    public init(_ kind: Kind, _ message: String, action: KeyHint? = nil) {
        self.kind = kind
        self.message = message
        self.action = action
    }

    public func lines(width: Int) -> [StyledLine] {
        let (glyph, style): (String, Style) =
            switch kind {
            case .info: ("ℹ", .accent)
            case .offline: ("⊘", .warning)
            case .error: ("✖", .danger)
            }
        let actionLine = action.map { StyledLine($0.spans + [Span(trusted: " ")]) } ?? .blank
        let prefix = 3
        let sanitized = TextSanitizer.sanitize(message)
        // The action follows the message: beside its last row when there is room, else on a
        // row of its own, never between rows of the message.
        let rows = TextWrap.wrap(sanitized, width: max(1, width - prefix), maxLines: 3)
        var lines = (rows.isEmpty ? [""] : rows).enumerated().map { index, row in
            StyledLine([
                Span(trusted: index == 0 ? " \(glyph) " : "   ", style: style.bold),
                Span(trusted: row, style: style.bold),
            ])
        }
        guard actionLine.width > 0, let last = lines.last else {
            return lines.map { $0.padded(to: width) }
        }
        if last.width + 2 + actionLine.width <= width {
            lines[lines.count - 1] = StyledLine.spread(last, actionLine, width: width)
            return lines.map { $0.padded(to: width) }
        }
        return lines.map { $0.padded(to: width) } + [StyledLine.spread(.blank, actionLine, width: width)]
    }
}
