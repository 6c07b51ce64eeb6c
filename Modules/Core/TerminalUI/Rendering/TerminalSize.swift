/// A terminal's size in cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A size of `width` columns by `height` rows (negative values count as 0).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The size used when there is no terminal to ask (`--plain`, `--keys`, tests): 100x30.
    public static let headlessDefault = TerminalSize(width: 100, height: 30)

    public var description: String { "\(width)x\(height)" }
}
