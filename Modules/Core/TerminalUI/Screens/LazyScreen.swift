import Foundation

/// A tab whose screen is made the first time anything asks for it (shown, searched, listed by
/// the command palette), not when the app starts: a start builds the tab showing only, so an app
/// of many tabs draws its first frame as soon as one with one tab.
///
/// Every member forwards to the screen once made. When making it fails (a wiring mistake the
/// composition tests exist to catch), the tab shows why, as a failed screen, instead of ending
/// the app.
@MainActor
public final class LazyScreen: Screen {
    private let make: () throws -> any Screen
    private let fallbackTitle: String
    private var made: (any Screen)?

    /// A tab made by `make` when first needed; `title` names it if making it fails.
    public init(title: String, _ make: @escaping () throws -> any Screen) {
        self.make = make
        self.fallbackTitle = title
    }

    /// Whether the screen has been made.
    public var isMade: Bool { made != nil }

    /// The screen, made now if it has not been.
    public var screen: any Screen {
        if let made { return made }
        let screen: any Screen
        do {
            screen = try make()
        } catch {
            screen = FailedTab(title: fallbackTitle, message: "\(error)")
        }
        made = screen
        return screen
    }

    public var title: String { screen.title }
    public var phase: ScreenPhase { screen.phase }
    public var isAnimating: Bool { screen.isAnimating }
    public var keyHints: [KeyHint] { screen.keyHints }
    public var allowsBack: Bool { screen.allowsBack }
    public var chromeLabels: ChromeLabels? { screen.chromeLabels }
    public var isSearchable: Bool { screen.isSearchable }
    public var capturesText: Bool { screen.capturesText }
    public var lastSync: Date? { screen.lastSync }
    public var tabHost: (any TabHosting)? { screen.tabHost }
    public func render(in context: RenderContext) -> [StyledLine] { screen.render(in: context) }
    public func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        screen.handle(key, in: context)
    }
    public func didReturn() { screen.didReturn() }
    public func run() async { await screen.run() }
}

/// A tab that could not be made: its title and the reason, as a failed phase.
@MainActor
private final class FailedTab: Screen {
    let title: String
    let message: String

    init(title: String, message: String) {
        self.title = title
        self.message = message
    }

    var phase: ScreenPhase { .failed(message) }
    func render(in context: RenderContext) -> [StyledLine] { [StyledLine(message)] }
    func run() async {}
}
