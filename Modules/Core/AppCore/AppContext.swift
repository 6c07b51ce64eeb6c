import Formatting
import Localization
import Swinject

/// What an app's screens and subcommands get from the composition root: the
/// container (resolved only here, at the root) and the user's choices.
@MainActor
public final class AppContext {
    /// The executable's name, e.g. "packs".
    public let appName: String
    /// The resolved container; plugins resolve their root dependencies from it.
    public let resolver: any Resolver
    /// The user's language.
    public let localizer: Localizer
    /// Formatting for the user's language and time zone.
    public let formatters: Formatters
    /// The options the app was started with.
    public let options: AppOptions
    /// Every feature the app hosts, products' features included (``FeaturePlugin/features``).
    public let plugins: [any FeaturePlugin]
    /// The plugins as the app lists them: one root tab each (a ``ProductPlugin`` is one tab).
    public let rootPlugins: [any FeaturePlugin]
    /// Where results and frames are printed.
    public let output: TextOutput
    /// The settings in effect after options, stored preferences and defaults were merged.
    public let launch: LaunchPreferences
    /// Which conventions numbers, money and dates follow in each language: the saved region,
    /// else the environment's where it applies, else the language's own.
    public let region: FormattingRegion
    /// The language shown now; Settings switches it while the app runs.
    public let liveLanguage: LiveLanguage
    /// Every service registered in the container (what composition tests resolve).
    public let registrations: [Registration]
    // Keeps the container (and its singletons, e.g. the database) alive.
    private let assembler: Assembler

    package init(
        appName: String, assembler: Assembler, localizer: Localizer, formatters: Formatters,
        options: AppOptions, plugins: [any FeaturePlugin], rootPlugins: [any FeaturePlugin],
        output: TextOutput, launch: LaunchPreferences, region: FormattingRegion,
        liveLanguage: LiveLanguage, registrations: [Registration]
    ) {
        self.liveLanguage = liveLanguage
        self.launch = launch
        self.region = region
        self.registrations = registrations
        self.appName = appName
        self.assembler = assembler
        self.resolver = assembler.resolver
        self.localizer = localizer
        self.formatters = formatters
        self.options = options
        self.plugins = plugins
        self.rootPlugins = rootPlugins
        self.output = output
    }
}
