/// Everything on screen at one moment: one styled line per row.
public struct Frame: Hashable, Sendable {
    /// The size the frame was laid out for.
    public let size: TerminalSize
    /// Exactly `size.height` rows, each at most `size.width` cells wide.
    public let lines: [StyledLine]

    /// A frame of `lines` fitted to `size`: extra rows are dropped, missing rows are blank,
    /// and every row is truncated to the width.
    public init(size: TerminalSize, lines: [StyledLine]) {
        self.size = size
        let fitted = lines.prefix(size.height).map { $0.truncated(to: size.width) }
        self.lines = fitted + Array(repeating: .blank, count: size.height - fitted.count)
    }

    /// The frame as plain text for `--plain`: no escape codes, trailing spaces trimmed from
    /// every row and trailing empty rows dropped; rows are joined by "\n" (no final newline).
    public func plainText() -> String {
        var rows = lines.map { line in
            // Trailing spaces dropped on the UTF-8 bytes (a space is one byte, never part of another
            // character), without walking the characters backwards.
            let text = line.plainText
            let utf8 = text.utf8
            guard let last = utf8.lastIndex(where: { $0 != UInt8(ascii: " ") }) else { return "" }
            return String(text[..<utf8.index(after: last)])
        }
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows.joined(separator: "\n")
    }
}
