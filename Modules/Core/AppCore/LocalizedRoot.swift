import Formatting
import Localization
import Swinject
import TerminalUI

/// An app's root screen that follows ``LiveLanguage``: when the language changes, the root is
/// rebuilt in the new one (same tab selected) and the old screens' tasks end.
@MainActor
final class LocalizedRoot: Screen {
    /// Builds the root for a language; gets the screen it replaces, if any.
    typealias Build = @MainActor (Language, (any Screen)?) throws -> any Screen

    private let live: LiveLanguage
    private let localizer: Localizer
    private let build: Build
    private var screen: any Screen
    private var language: Language
    private let replacements: AsyncStream<any Screen>
    private let replacementContinuation: AsyncStream<any Screen>.Continuation

    /// A root built by `build` in `live`'s language; `localizer` gives the chrome's words.
    init(live: LiveLanguage, localizer: Localizer, build: @escaping Build) throws {
        self.live = live
        self.localizer = localizer
        self.build = build
        self.language = live.language
        self.screen = try build(live.language, nil)
        (replacements, replacementContinuation) = AsyncStream.makeStream()
    }

    /// The screen showing, rebuilt first when the language changed.
    var current: any Screen {
        if live.language != language {
            // On failure the old screens stay: a half-switched app is worse than a late switch.
            if let rebuilt = try? build(live.language, screen) {
                screen = rebuilt
                replacementContinuation.yield(rebuilt)
            }
            language = live.language
        }
        return screen
    }

    var title: String { current.title }
    var phase: ScreenPhase { current.phase }
    var isAnimating: Bool { current.isAnimating }
    var keyHints: [KeyHint] { current.keyHints }
    var allowsBack: Bool { current.allowsBack }
    var isSearchable: Bool { current.isSearchable }
    var capturesText: Bool { current.capturesText }
    var chromeLabels: ChromeLabels? {
        _ = current
        return ChromeLabels(localizer.switching(to: language))
    }

    func render(in context: RenderContext) -> [StyledLine] {
        current.render(in: context)
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        current.handle(key, in: context)
    }

    /// Runs the showing screen's task; a rebuilt screen's task replaces the old one's.
    func run() async {
        var task = Task { [screen] in await screen.run() }
        for await replacement in replacements {
            task.cancel()
            task = Task { await replacement.run() }
        }
        task.cancel()
    }
}

extension AppContext {
    /// The app's root screen titled `title` (a tab container when there are several plugins),
    /// rebuilt in the new language whenever ``liveLanguage`` changes.
    func makeLocalizedRoot(title: String) throws -> any Screen {
        try LocalizedRoot(live: liveLanguage, localizer: localizer) { [self] language, previous in
            let resolver = resolver(for: language)
            let screens = try plugins.map { try $0.makeRootScreen(resolver) }
            if screens.count == 1 { return screens[0] }
            return TabContainer(
                title, tabs: screens, selected: (previous as? TabContainer)?.selectedIndex ?? 0,
                labels: ChromeLabels(localizer.switching(to: language)))
        }
    }

    /// The container for screens in `language`: this one, or a child whose localizer and
    /// formatters speak `language` (services it shares, such as the database, stay one).
    func resolver(for language: Language) -> any Resolver {
        guard language != localizer.language, let container = resolver as? Container else { return resolver }
        let child = Container(parent: container)
        let localizer = localizer.switching(to: language)
        let formatters = Formatters(
            localizer: localizer, locale: launch.region ?? language.locale, timeZone: formatters.timeZone)
        child.register(Localizer.self) { _ in localizer }
        child.register(Formatters.self) { _ in formatters }
        return child
    }
}
