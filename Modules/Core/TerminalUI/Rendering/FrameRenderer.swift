/// Turns frames into terminal output, writing only what changed since the previous frame.
///
/// The first frame, and the first after ``invalidate()`` or a size change, clears the screen
/// and writes every non-blank row. Later frames write only changed rows, each as
/// cursor-position (`ESC[row;1H`) + erase-line (`ESC[2K`) + content. Trailing blanks that
/// would look like nothing are not written (the erase already cleared them).
public struct FrameRenderer: Sendable {
    /// How styles are encoded.
    public let theme: Theme
    private var previous: (size: TerminalSize, rows: [String])?

    /// A renderer whose first frame is a full repaint.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// Forgets the previous frame so the next one is a full repaint (after a resize, or when
    /// something else may have drawn on the screen).
    public mutating func invalidate() {
        previous = nil
    }

    /// The output that turns the screen from the previous frame into `frame`; empty when
    /// nothing changed.
    public mutating func render(_ frame: Frame) -> String {
        let rows = frame.lines.map { $0.droppingInvisibleTrail.ansiText(theme: theme) }
        defer { previous = (frame.size, rows) }
        guard let previous, previous.size == frame.size else {
            var output = "\u{1B}[0m\u{1B}[2J"
            for (index, row) in rows.enumerated() where !row.isEmpty {
                output += Self.rewrite(row: index, with: row)
            }
            return output
        }
        var output = ""
        for (index, row) in rows.enumerated() where row != previous.rows[index] {
            output += Self.rewrite(row: index, with: row)
        }
        return output
    }

    private static func rewrite(row index: Int, with content: String) -> String {
        "\u{1B}[\(index + 1);1H\u{1B}[2K" + content
    }
}
