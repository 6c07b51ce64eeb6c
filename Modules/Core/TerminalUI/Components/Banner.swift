/// A message about the screen's state (an error, being offline, information) with an
/// optional action hint such as "r retry". The message wraps onto at most three rows.
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
        let reserved = actionLine.width > 0 ? actionLine.width + 1 : 0
        let sanitized = TextSanitizer.sanitize(message)
        let rows = TextWrap.wrap(sanitized, width: max(1, width - prefix - reserved), maxLines: 3)
        var lines: [StyledLine] = []
        for (index, row) in (rows.isEmpty ? [""] : rows).enumerated() {
            let lead = index == 0 ? " \(glyph) " : "   "
            let text = StyledLine([
                Span(trusted: lead, style: style.bold), Span(trusted: row, style: style.bold),
            ])
            let trailing = index == 0 ? actionLine : .blank
            lines.append(StyledLine.spread(text, trailing, width: width))
        }
        return lines
    }
}
