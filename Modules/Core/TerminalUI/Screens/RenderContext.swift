/// What a screen needs to lay itself out: the space it has, the theme and the animation tick.
public struct RenderContext: Sendable {
    /// Columns available.
    public var width: Int
    /// Rows available.
    public var height: Int
    /// The theme in use (components are theme-agnostic; this is for screens that care).
    public var theme: Theme
    /// Advances about every 100 ms while a screen is animating; 0 in headless sessions.
    public var tick: Int

    /// A context of `size` cells.
    public init(size: TerminalSize, theme: Theme, tick: Int = 0) {
        self.width = size.width
        self.height = size.height
        self.theme = theme
        self.tick = tick
    }

    /// The available space.
    public var size: TerminalSize { TerminalSize(width: width, height: height) }

    /// This context with `rows` fewer rows (e.g. below a tab bar or above a banner).
    public func removingRows(_ rows: Int) -> RenderContext {
        var context = self
        context.height = max(0, height - rows)
        return context
    }
}
