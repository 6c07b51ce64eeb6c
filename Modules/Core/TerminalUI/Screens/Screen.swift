import Foundation

/// A screen of the app: the terminal counterpart of a SwiftUI view, driven by a
/// `@MainActor @Observable` view model.
///
/// The navigator draws the title bar and the footer; a screen draws its body. Everything a
/// screen reads from an `@Observable` view model while computing ``phase`` or rendering is
/// observed, so interactive sessions redraw and headless sessions settle without polling.
@MainActor
public protocol Screen: AnyObject, Sendable {
    /// The title shown in the title bar.
    var title: String { get }
    /// Whether the screen is loading, settled or failed, computed from the view model.
    /// A screen must report ``ScreenPhase/busy`` until its first load finishes.
    var phase: ScreenPhase { get }
    /// Whether a spinner is showing (loading or refreshing), so the session keeps ticking.
    var isAnimating: Bool { get }
    /// The screen's own key hints for the footer (the navigator adds back and quit).
    var keyHints: [KeyHint] { get }
    /// Whether Esc and Backspace may leave this screen now (the footer shows "esc back" only
    /// then); false while it must not be left, e.g. halfway through a payment.
    var allowsBack: Bool { get }
    /// The words the navigator draws around this screen when the screen decides them (a root
    /// that follows a live language change); nil to keep the navigator's.
    var chromeLabels: ChromeLabels? { get }
    /// Whether `/` starts a search on this screen now (the help overlay then lists it).
    var isSearchable: Bool { get }
    /// Whether printable keys are text being typed (an open search): containers and the navigator
    /// then pass them to the screen instead of taking them as shortcuts (tab numbers, `q`, `?`).
    var capturesText: Bool { get }
    /// When the data showing was last fetched from its source (the status line shows it); nil
    /// when the screen shows no fetched data or does not know.
    var lastSync: Date? { get }
    /// The tabs this screen hosts, when it is a container (``TabContainer``) or wraps one; the
    /// command palette lists them and the help overlay mentions tab keys. Nil for other screens.
    var tabHost: (any TabHosting)? { get }
    /// The body rows for `context` (at most `context.height` rows are shown).
    func render(in context: RenderContext) -> [StyledLine]
    /// Reacts to `key`; `context` is the body's current size, as passed to ``render(in:)``.
    func handle(_ key: Key, in context: RenderContext) -> ScreenAction
    /// Called when the screen shows again because the screen above it was closed (e.g. back from
    /// details): a list may refresh what the details could have changed. Containers pass it to
    /// the tab showing.
    func didReturn()
    /// The screen's long-lived work (e.g. `await viewModel.load()`): started when the screen
    /// is first shown, cancelled when it is popped or the app quits.
    func run() async
}

extension Screen {
    public var phase: ScreenPhase { .settled }
    public var isAnimating: Bool { phase.isBusy }
    public var keyHints: [KeyHint] { [] }
    public var allowsBack: Bool { true }
    public var chromeLabels: ChromeLabels? { nil }
    public var isSearchable: Bool { false }
    public var lastSync: Date? { nil }
    public var tabHost: (any TabHosting)? { nil }
    public var capturesText: Bool { false }
    public func handle(_ key: Key, in context: RenderContext) -> ScreenAction { .ignored }
    public func run() async {}
    public func didReturn() {}
}
