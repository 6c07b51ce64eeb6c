import Foundation

/// The words the navigator's shell draws around every screen — the status line, the `?` help
/// overlay and the command palette — and what the status line reports about the session.
///
/// Apps build them from their localizer (AppCore's `ShellLabels(_:)`); ``english`` is for tests
/// and tools.
public struct ShellLabels: Sendable {
    // Status line.

    /// The status line's label for `?`, e.g. "help".
    public var help: String
    /// The status line's label for `:`, e.g. "commands".
    public var commands: String
    /// Where the data comes from, shown at the left of the status line, e.g. "mock" or
    /// "prod · offline"; empty for nothing.
    public var environment: String
    /// The status line's words for a screen's ``Screen/lastSync``, e.g. "synced 14:02"; nil to
    /// leave sync times out.
    public var synced: (@Sendable (Date) -> String)?

    // Help overlay.

    /// The help overlay's title, e.g. "Keys".
    public var keysTitle: String
    /// The heading of the top screen's own keys, e.g. "This screen".
    public var onThisScreen: String
    /// The heading of the keys that work on every screen, e.g. "Everywhere".
    public var everywhere: String
    /// `/`: search the list, e.g. "search".
    public var search: String
    /// `:` and Ctrl-P: open the command palette, e.g. "command palette".
    public var palette: String
    /// `j` and `k`: move down and up, e.g. "down / up".
    public var downUp: String
    /// `g` and `G`: first and last row, e.g. "first / last".
    public var firstLast: String
    /// `1–9`: show that tab, e.g. "go to tab".
    public var goToTab: String
    /// Ctrl-← and Ctrl-→ in an outer container, e.g. "switch product".
    public var switchOuterTab: String
    /// Alt-1–9 in an outer container: show that product, e.g. "go to product".
    public var goToProduct: String
    /// The mouse wheel's key name, e.g. "wheel".
    public var wheel: String
    /// What the wheel does, e.g. "move up / down".
    public var wheelAction: String
    /// A mouse click's key name, e.g. "click".
    public var click: String
    /// What a click does, e.g. "select, switch tab".
    public var clickAction: String
    /// The help overlay's closing note, e.g. "any key closes".
    public var anyKeyCloses: String
    /// What ↑↓ do in an overlay taller than the screen, e.g. "scroll".
    public var scroll: String

    // Command palette.

    /// The palette's title, e.g. "Commands".
    public var paletteTitle: String
    /// The palette's tag for an entry that shows a tab, e.g. "go to".
    public var goTo: String
    /// Shown when nothing matches the typed text, e.g. "no matches".
    public var noMatches: String
    /// The palette's hint for Enter, e.g. "run".
    public var run: String
    /// The palette's hint for Esc, e.g. "close".
    public var close: String

    /// Labels with every word given; no environment and no sync times unless set afterwards.
    public init(
        help: String, commands: String, keysTitle: String, onThisScreen: String, everywhere: String,
        search: String, palette: String, downUp: String, firstLast: String, goToTab: String,
        switchOuterTab: String, goToProduct: String, wheel: String, wheelAction: String, click: String,
        clickAction: String,
        anyKeyCloses: String, scroll: String, paletteTitle: String, goTo: String, noMatches: String,
        run: String, close: String
    ) {
        self.help = help
        self.commands = commands
        self.environment = ""
        self.synced = nil
        self.keysTitle = keysTitle
        self.onThisScreen = onThisScreen
        self.everywhere = everywhere
        self.search = search
        self.palette = palette
        self.downUp = downUp
        self.firstLast = firstLast
        self.goToTab = goToTab
        self.switchOuterTab = switchOuterTab
        self.goToProduct = goToProduct
        self.wheel = wheel
        self.wheelAction = wheelAction
        self.click = click
        self.clickAction = clickAction
        self.anyKeyCloses = anyKeyCloses
        self.scroll = scroll
        self.paletteTitle = paletteTitle
        self.goTo = goTo
        self.noMatches = noMatches
        self.run = run
        self.close = close
    }

    /// English words, no environment, no sync times.
    public static let english = ShellLabels(
        help: "help", commands: "commands", keysTitle: "Keys", onThisScreen: "This screen",
        everywhere: "Everywhere", search: "search", palette: "command palette", downUp: "down / up",
        firstLast: "first / last", goToTab: "go to tab", switchOuterTab: "switch product",
        goToProduct: "go to product", wheel: "wheel",
        wheelAction: "move up / down", click: "click", clickAction: "select, switch tab",
        anyKeyCloses: "any key closes", scroll: "scroll", paletteTitle: "Commands", goTo: "go to",
        noMatches: "no matches", run: "run", close: "close")
}
