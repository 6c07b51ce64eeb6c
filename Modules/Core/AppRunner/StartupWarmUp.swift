import AppCore
import DataStorage
import Dispatch
import Formatting
import Foundation
import Localization
import Logging
import Parallel
import Swinject

/// Work every run that draws a frame does later, done on another core while the main thread
/// parses the command line: the runner's string table in the language the run will most likely
/// use, the first lookups of the runtime's type conformances (each scans every conformance record
/// of the executable once), SQLite's and GRDB's set-up, and ICU's time zone and calendar data.
///
/// Nothing it makes is kept or shown; only the process-wide caches it fills remain (string
/// tables, type metadata, bundles). A wrong guess (a stored setting changes the language) costs
/// that thread's time only. A process held to one core skips it: there it would only take turns
/// with the main thread.
final class StartupWarmUp: Sendable {
    private let done = DispatchSemaphore(value: 0)

    private init() {}

    /// Starts the warm-up for a run of `app` with `arguments`, in the language they or the
    /// environment ask for (the app's default when neither does); nil on a single core.
    /// Last, the tables of the features the first frame shows are read through their titles, and
    /// the features' mock routes are made (the plugins of the app's default options: the ones a
    /// run without options shows).
    static func begin<App: MosaicApplication>(
        _ app: App.Type, arguments: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment, cores: Int = Cores.available
    ) -> StartupWarmUp? {
        begin(
            language: CommandLineLanguage.resolve(
                arguments: arguments, environment: environment,
                appDefault: App.defaultLanguage(for: arguments)),
            cores: cores
        ) { readFeatureTables(of: App.self, in: $0) }
    }

    /// Reads the tables of the features the first frame shows, through their titles, then makes
    /// every feature's mock routes.
    private static func readFeatureTables<App: MosaicApplication>(of app: App.Type, in localizer: Localizer) {
        let plugins: [any FeaturePlugin]
        do {
            plugins = try App.plugins(App.Options.parse([]))
        } catch {
            return
        }
        // The tab bar's titles, then those of the first tab's own tabs (a product's features).
        for plugin in plugins {
            _ = plugin.title(localizer)
        }
        if let first = plugins.first, !first.hostedPlugins.isEmpty {
            for feature in first.features {
                _ = feature.title(localizer)
            }
        }
        // The mock backend's routes, made at every start (a route may read a bundled sample once).
        for plugin in plugins {
            for feature in plugin.features {
                _ = feature.mockRoutes
            }
        }
    }

    /// Starts the warm-up for a run in `language` on another thread, reading the tables of
    /// `bundles` (the runner's) and ending with `then`; nil on a single core.
    static func begin(
        language: @autoclosure @escaping @Sendable () -> Language,
        bundles: @autoclosure @escaping @Sendable () -> [Bundle] = [.module], cores: Int = Cores.available,
        then: @escaping @Sendable (Localizer) -> Void = { _ in }
    ) -> StartupWarmUp? {
        guard cores > 1 else { return nil }
        let warmUp = StartupWarmUp()
        let thread = Thread {
            defer { warmUp.done.signal() }
            // Worked out here, not by the caller: the main thread goes straight on to its parse.
            let language = language()
            for bundle in bundles() {
                Localizer.preloadTable(in: bundle, language: language)
            }
            let quiet = Logger(label: "mosaic.warm-up") { _ in SwiftLogNoOpLogHandler() }
            let database = try? AppDatabase(location: .memory, appName: "warm-up", logger: quiet)
            _ = try? database.map(KeyValueStore.init(database:))?.keys(inNamespace: "warm-up")
            let container = Container()
            container.register(Formatters.self) { _ in Formatters(language: language, timeZone: .current) }
            _ = container.resolve(Formatters.self)?.date(.now, style: .dateTime)
            then(Localizer(language: language))
        }
        thread.name = "warm-up"
        thread.start()
        return warmUp
    }

    /// Waits until the warm-up has ended: a process must not exit while it still runs (exiting
    /// tears down state it may be using). It is over long before any run that draws a frame ends.
    func finish() {
        done.wait()
    }
}
