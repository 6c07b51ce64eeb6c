import Foundation

/// What a screen needs to lay itself out: the space it has, the theme, the animation tick and
/// the instant the frame shows.
public struct RenderContext: Sendable {
    /// Columns available.
    public var width: Int
    /// Rows available.
    public var height: Int
    /// The theme in use (components are theme-agnostic; this is for screens that care).
    public var theme: Theme
    /// Advances about every 100 ms while a screen is animating; 0 in headless sessions.
    public var tick: Int
    /// The instant this frame shows, for relative times ("updated 2 minutes ago"): an
    /// interactive session sets it every frame and redraws every second, so relative times
    /// advance while a screen is open. Nil when the session has no clock (most tests); a screen
    /// then words times against the instant its content was loaded.
    public var now: Date?

    /// A context of `size` cells, at `now` (see ``now``).
    public init(size: TerminalSize, theme: Theme, tick: Int = 0, now: Date? = nil) {
        self.width = size.width
        self.height = size.height
        self.theme = theme
        self.tick = tick
        self.now = now
    }

    /// The instant to word relative times against: the frame's (``now``) when the session has a
    /// clock, else `loaded`, the instant the content was loaded.
    public func now(orLoaded loaded: Date) -> Date { now ?? loaded }

    /// The available space.
    public var size: TerminalSize { TerminalSize(width: width, height: height) }

    /// This context with `rows` fewer rows (e.g. below a tab bar or above a banner).
    public func removingRows(_ rows: Int) -> RenderContext {
        var context = self
        context.height = max(0, height - rows)
        return context
    }
}
