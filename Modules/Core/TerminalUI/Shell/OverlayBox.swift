/// A bordered box drawn over a screen's body (the help overlay, the command palette):
///
/// ```
/// ┌ Keys · Parcels ───────┐
/// │ enter  open           │
/// └───────────────── ↓ ───┘
/// ```
///
/// The rows inside are padded to the inner width, so the body under the box is hidden.
public struct OverlayBox: Component {
    /// The title set into the top border.
    public var title: String
    /// The rows inside the border (cut to the inner width).
    public var rows: [StyledLine]
    /// Text set into the bottom border at the right, e.g. "↓" when more rows follow.
    public var note: String

    /// A box titled `title` around `rows`.
    public init(title: String, rows: [StyledLine], note: String = "") {
        self.title = title
        self.rows = rows
        self.note = note
    }

    /// The box `width` cells wide (at least 4), as tall as its rows plus two borders.
    public func lines(width: Int) -> [StyledLine] {
        let width = max(4, width)
        let inner = width - 2
        let border = Style.accent
        let titleText =
            title.isEmpty ? "" : " " + TextWidth.truncate(Span(title).text, toWidth: max(0, inner - 3)) + " "
        let top = StyledLine([
            Span(trusted: "┌─", style: border), Span(trusted: titleText, style: .primary.bold),
            Span(
                trusted: String(repeating: "─", count: max(0, inner - 1 - TextWidth.of(titleText))) + "┐",
                style: border),
        ]).truncated(to: width)
        let noteText =
            note.isEmpty ? "" : " " + TextWidth.truncate(Span(note).text, toWidth: max(0, inner - 4)) + " "
        let bottom = StyledLine([
            Span(
                trusted: "└" + String(repeating: "─", count: max(0, inner - 1 - TextWidth.of(noteText))),
                style: border),
            Span(trusted: noteText, style: .muted), Span(trusted: "─┘", style: border),
        ]).truncated(to: width)
        let middle = rows.map { row in
            StyledLine([Span(trusted: "│", style: border)]) + row.padded(to: inner)
                + StyledLine([Span(trusted: "│", style: border)])
        }
        return [top] + middle + [bottom]
    }
}
