import AppCore
import Formatting
import Foundation
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
    private let labels: @MainActor (Language) -> ChromeLabels
    /// The chrome's words for the language showing (the navigator asks several times a frame).
    private var cachedLabels: (language: Language, labels: ChromeLabels)?
    private let build: Build
    private var screen: any Screen
    private var language: Language
    private let replacements: AsyncStream<any Screen>
    private let replacementContinuation: AsyncStream<any Screen>.Continuation

    /// A root built by `build` in `live`'s language; `labels` gives the chrome's words in a language.
    init(live: LiveLanguage, labels: @escaping @MainActor (Language) -> ChromeLabels, build: @escaping Build)
        throws
    {
        self.live = live
        self.labels = labels
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
    var lastSync: Date? { current.lastSync }
    var tabHost: (any TabHosting)? { current.tabHost }
    var capturesText: Bool { current.capturesText }
    func didReturn() { current.didReturn() }
    var chromeLabels: ChromeLabels? {
        _ = current
        if let cachedLabels, cachedLabels.language == language { return cachedLabels.labels }
        let labels = labels(language)
        cachedLabels = (language, labels)
        return labels
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
    public func makeLocalizedRoot(title: String) throws -> any Screen {
        try LocalizedRoot(live: liveLanguage, labels: { [self] in chromeLabels(in: $0) }) {
            [self] language, previous in
            let resolver = resolver(for: language)
            let screens = try rootPlugins.tabs(resolver, titledIn: localizer.switching(to: language))
            // A host of products (mosaic) switches products with Ctrl-←→ and Alt-1–9 and leaves Tab and 1-9 to
            // the product's own tabs.
            let hostsProducts = rootPlugins.contains { !$0.hostedPlugins.isEmpty }
            let root =
                screens.count == 1
                ? screens[0]
                : TabContainer(
                    title, tabs: screens,
                    names: rootPlugins.map { $0.title(localizer.switching(to: language)) },
                    switching: hostsProducts ? .productKeys : .tabKeys, labels: chromeLabels(in: language))
            if let previous { Self.restoreSelection(of: root, from: previous) }
            return root
        }
    }

    /// Selects in `screen`'s tab containers, at every depth, the tabs `previous` showed.
    private static func restoreSelection(of screen: any Screen, from previous: any Screen) {
        // A tab never shown keeps its first tab (and stays unmade).
        if let lazy = previous as? LazyScreen, !lazy.isMade { return }
        guard let container = screen.tabHost, let old = previous.tabHost else { return }
        container.select(old.selectedIndex)
        for (tab, oldTab) in zip(container.tabs, old.tabs) {
            restoreSelection(of: tab, from: oldTab)
        }
    }

    /// The chrome's words in `language`, with the status line's facts: the data environment and
    /// sync times in the user's time zone, "today" as the app's ``WallClock`` tells it.
    public func chromeLabels(in language: Language) -> ChromeLabels {
        let localizer = localizer.switching(to: language)
        let formatters =
            language == self.localizer.language
            ? formatters
            : Formatters(
                localizer: localizer, locale: region.locale(for: language), timeZone: formatters.timeZone)
        let clock = resolver.resolve(WallClock.self)
        var labels = ChromeLabels(localizer)
        labels.shell = labels.shell.withStatus(
            source: options.dataSource?.filePath.map(DataSource.file)
                ?? .environment(launch.environment ?? .mock),
            offline: options.offline, formatters: formatters, now: { clock?.now() ?? Date() })
        return labels
    }

    /// The container for screens in `language`: this one, or a child whose localizer and
    /// formatters speak `language` (services it shares, such as the database, stay one).
    func resolver(for language: Language) -> any Resolver {
        guard language != localizer.language, let container = resolver as? Container else { return resolver }
        let child = Container(parent: container)
        let localizer = localizer.switching(to: language)
        let formatters = Formatters(
            localizer: localizer, locale: region.locale(for: language), timeZone: formatters.timeZone)
        child.register(Localizer.self) { _ in localizer }
        child.register(Formatters.self) { _ in formatters }
        return child
    }
}
