/// A run of text in one style: the unit every frame is made of.
///
/// The public initializer sanitizes its text (see ``TextSanitizer``), so data from a server can
/// never smuggle control characters or escape sequences to the terminal; only the library's own
/// glyphs take the unsanitized internal path.
public struct Span: Hashable, Sendable {
    /// The text, free of control characters.
    public let text: String
    /// How the text is drawn.
    public let style: Style

    /// A span of untrusted text; it is sanitized.
    public init(_ text: String, style: Style = .plain) {
        self.text = TextSanitizer.sanitize(text)
        self.style = style
    }

    /// A span of the library's own literal text (glyphs, padding), which needs no sanitizing.
    init(trusted text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// The width in terminal cells.
    public var width: Int { TextWidth.of(text) }

    /// This span with `style` layered over its own (role replaced when set, attributes added).
    public func applying(_ style: Style) -> Span {
        Span(trusted: text, style: self.style.merging(style))
    }

    /// `count` spaces in `style`.
    static func spaces(_ count: Int, style: Style = .plain) -> Span {
        Span(trusted: String(repeating: " ", count: max(0, count)), style: style)
    }
}
