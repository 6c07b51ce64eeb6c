import AppCore
import DataStorage
import Formatting
import Foundation
import Localization
import Networking
import Swinject

/// Builds an app's container from its options and plugins: core assemblies first,
/// then each plugin's, with the database opened (and checked) before anything runs.
@MainActor
public struct AppBootstrap {
    /// The executable's name (names the database file).
    public var appName: String
    /// The language when nothing else chooses one.
    public var defaultLanguage: Language
    /// The process environment (locale variables, XDG paths, NO_COLOR).
    public var environment: [String: String]
    /// The time zone dates are shown in.
    public var timeZone: TimeZone
    /// The clock features measure time with (mock latency, timestamps).
    public var clock: any Clock<Duration>
    /// The date the run starts at (tests pin it); nil: the system's date at launch.
    public var now: Date?
    /// Where listings and frames go.
    public var output: TextOutput
    /// Whether a slow `--data-file` run shows progress on stderr (tests opt in, so a slow machine
    /// cannot change what they capture).
    public var showsProgress = true
    /// How long a `--plain`/`--keys` run waits for a busy screen before it fails; nil waits until
    /// the screen settles (in-process test runs: their outcome must not depend on machine load).
    public var settleTimeout: Duration? = .seconds(60)
    /// Asks a yes/no question (`data wipe`): prints it on the given output and reads the answer
    /// from the terminal; nil when stdin is not a terminal (a script must pass `--yes`). Tests
    /// answer for the user.
    public var confirm: @MainActor (String, TextOutput) -> Bool? = { TerminalQuestion.ask($0, output: $1) }

    /// A bootstrap for `appName`; without `timeZone`, dates show in the zone `environment`'s `TZ`
    /// names, else the system's (``UserTimeZone``).
    public init(
        appName: String, defaultLanguage: Language = .en,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        timeZone: TimeZone? = nil, clock: any Clock<Duration> = ContinuousClock(),
        output: TextOutput = .standardOutput
    ) {
        self.appName = appName
        self.defaultLanguage = defaultLanguage
        self.environment = environment
        self.timeZone = timeZone ?? UserTimeZone.resolve(environment: environment)
        self.clock = clock
        self.output = output
    }

    /// The context for `plugins` under `options`: the root screen shows `plugins` (a tab each
    /// when there are several); the container, database and mock routes get every feature they
    /// stand for (``FeaturePlugin/features``). A `scripting` run (a subcommand) simulates no mock
    /// latency unless `--latency` is given (screens keep each feature's own latency).
    public func makeContext(
        options: AppOptions, plugins roots: [any FeaturePlugin], scripting: Bool = false
    ) throws(BootstrapError) -> AppContext {
        let plugins = roots.flatMap { $0.features }
        // Storage first: features may have stored choices (language, environment) for this launch.
        let database: AppDatabase
        do {
            let location = try StorageLocation(
                argument: options.store, appName: appName, environment: environment)
            // The database's folders are made inside the home, never the home itself: the default
            // file without XDG_DATA_HOME, or `--store ~/…`, in a home that does not exist is refused.
            let directories = DataDirectories(environment: environment)
            if StorageLocation.isInHome(argument: options.store, directories: directories),
                directories.isHomeMissing, case .file(let file) = location
            {
                throw StorageError.cannotCreateDirectory(
                    file.deletingLastPathComponent(),
                    reason: "the home folder \(directories.home.path) does not exist")
            }
            database = try AppDatabase(
                location: location, appName: appName, migrations: plugins.compactMap(\.migrations))
        } catch {
            throw .storage(error)
        }
        do {
            return try makeContext(
                options: options, plugins: plugins, roots: roots, database: database, scripting: scripting)
        } catch {
            // Refused after the database opened (a bad --language, --data-file or --env): a file
            // this run created and stored nothing in goes again.
            database.discardIfUnused()
            throw error
        }
    }

    private func makeContext(
        options: AppOptions, plugins: [any FeaturePlugin], roots: [any FeaturePlugin], database: AppDatabase,
        scripting: Bool
    ) throws(BootstrapError) -> AppContext {
        let store = KeyValueStore(database: database)
        let stored = plugins.reduce(LaunchPreferences.none) { $0.overridden(by: $1.launchPreferences(store)) }

        let language: Language
        let automatic: Language
        do {
            // --language beats a stored choice, which beats LC_ALL/LC_MESSAGES/LANG.
            let resolver = LanguageResolver(appDefault: defaultLanguage)
            if let option = options.language {
                automatic = try resolver.resolve(option: option, environment: [:])
            } else {
                automatic = try resolver.resolve(option: nil, environment: environment)
            }
            language = options.language == nil ? stored.language ?? automatic : automatic
        } catch {
            throw .usage(UsageStrings.message(error, commandLineLocalizer(options)))
        }
        let launch = stored.overridden(
            by: LaunchPreferences(
                language: language, environment: options.env, failureRate: options.failureRate))
        let localizer = Localizer(language: language)
        // Settings' region beats the environment's (LC_ALL, LC_NUMERIC, LC_TIME, LC_MONETARY, LANG),
        // which is kept for its own language and for the one the environment gives anyway.
        let region = FormattingRegion(
            saved: launch.region,
            environment: EnvironmentRegion(environment: environment, appDefault: defaultLanguage))
        let formatters = Formatters(
            localizer: localizer, locale: region.locale(for: language), timeZone: timeZone)

        let liveLanguage = LiveLanguage(language: language, automatic: automatic)
        let recorder = RegistrationRecorder()
        let assembler = Assembler(
            [
                AppCoreAssembly(
                    localizer: localizer, formatters: formatters, clock: clock, liveLanguage: liveLanguage,
                    origin: now ?? plugins.lazy.compactMap(\.startsAt).first,
                    dataSource: options.dataSource ?? .environment(launch.environment ?? .mock),
                    region: region),
                try networkingAssembly(
                    options: options, launch: launch, plugins: plugins, scripting: scripting,
                    localizer: localizer),
                DataStorageAssembly(database: database, appName: appName),
                AppDataAssembly(
                    service: AppDataService(
                        appName: appName, database: database,
                        directories: DataDirectories(environment: environment), features: plugins)),
            ] + plugins.map(\.assembly),
            container: Container(behaviors: [recorder]))
        return AppContext(
            appName: appName, assembler: assembler, localizer: localizer, formatters: formatters,
            options: options, plugins: plugins, rootPlugins: roots, output: output, launch: launch,
            region: region, liveLanguage: liveLanguage,
            registrations: recorder.registrations)
    }

    private func networkingAssembly(
        options: AppOptions, launch: LaunchPreferences, plugins: [any FeaturePlugin], scripting: Bool,
        localizer: Localizer
    ) throws(BootstrapError) -> NetworkingAssembly {
        var routes = MockRouteRegistry.builtInRoutes + plugins.flatMap(\.mockRoutes)
        // `--env` is already in `launch` (over the saved choice); a data file is served on mock.
        var chosen = launch.environment ?? .mock
        let dataFile = options.dataSource?.filePath
        if let dataFile {
            guard let path = plugins.lazy.compactMap(\.dataFileRoute).first else {
                throw .usage(localizer.string(UsageStrings.dataFileUnsupported, ["app": appName]))
            }
            // Checked now, read when requested: the route does not keep a regular file's body for
            // the whole run (a million parcels are 200 MB); a pipe is read once and kept.
            let source: DataFileSource
            do {
                source = try DataFileSource(path: dataFile, limit: options.dataFileLimitBytes)
            } catch {
                let message = DataFileStrings.message(path: dataFile, problem: error, localizer)
                throw DataFileStrings.exitStatus(error) == ExitStatus.usage
                    ? .usage(message) : .badData(message)
            }
            guard
                let index = routes.firstIndex(where: {
                    $0.method == .get && $0.path == MockRoute.normalized(path)
                })
            else {
                // A plugin whose data-file route has no mock to replace: as unsupported as none.
                throw .usage(localizer.string(UsageStrings.dataFileUnsupported, ["app": appName]))
            }
            routes[index] = routes[index].replacingBody { try source.read() }
            chosen = .mock
        }
        // The mock's latency, failures and their seed: a real server answers by itself.
        let mockOnly = options.mockOptionsGiven
        if chosen != .mock, !mockOnly.isEmpty {
            throw .usage(
                localizer.string(
                    UsageStrings.mockOptionsOnly,
                    ["options": mockOnly.joined(separator: ", "), "env": chosen.rawValue]))
        }
        do {
            let environment = try NetworkEnvironment(
                chosen, baseURLOverride: options.baseURL.flatMap { URL(string: $0) })
            let fixtures = try FixtureOptions(
                latency: options.latency.map { .milliseconds(Int64(($0 * 1000).rounded())) }
                    ?? (dataFile == nil && !scripting ? nil : .zero),
                failureRate: dataFile == nil ? launch.failureRate : (options.failureRate ?? 0),
                isOffline: options.offline,
                seed: options.seed ?? UInt64.random(in: .min ... .max))
            return NetworkingAssembly(
                environment: environment, fixtures: fixtures, routes: try MockRouteRegistry(routes),
                clock: clock, sessionScratch: sessionScratch)
        } catch {
            throw .usage(localizer.string(UsageStrings.invalidEnvironment, ["reason": error.description]))
        }
    }

    /// Where a stage/prod run's URLSession makes its throwaway folder: in the app's cache folder
    /// (`$XDG_CACHE_HOME/mosaic`, else `~/.cache/mosaic`), made private, never in a home that does
    /// not exist (then none, and Foundation keeps no disk cache).
    private var sessionScratch: PrivateURLSession.Scratch? {
        let directories = DataDirectories(environment: environment)
        if directories.cacheFallsBackToHome, directories.isHomeMissing { return nil }
        return PrivateURLSession.Scratch(
            in: directories.cache, makeDirectory: { try DataDirectories.createPrivateDirectory($0) },
            removeEmptyDirectory: { AppOwnership.removeFolderIfEmpty($0) || rmdir($0.path) == 0 })
    }

    /// Formatting in `localizer`'s language for a command that opens no database (`data`): the
    /// environment's region where it applies, else the language's own (a saved one is not read).
    func formattersWithoutStore(_ localizer: Localizer) -> Formatters {
        let region = FormattingRegion(
            environment: EnvironmentRegion(environment: environment, appDefault: defaultLanguage))
        return Formatters(
            localizer: localizer, locale: region.locale(for: localizer.language), timeZone: timeZone)
    }

    /// The language of messages about the command line, before the stored settings are known.
    private func commandLineLocalizer(_ options: AppOptions) -> Localizer {
        let arguments = options.language.map { ["--language", $0] } ?? []
        return Localizer(
            language: CommandLineLanguage.resolve(
                arguments: arguments, environment: environment, appDefault: defaultLanguage))
    }
}

/// Why an app could not start; the runner prints the message and exits with ``exitCode``.
public enum BootstrapError: Error, Sendable, CustomStringConvertible {
    /// Bad options (exit 64).
    case usage(String)
    /// The database could not be located, created or opened (exit 73).
    case storage(any Error)
    /// An input's content cannot be used, e.g. an empty `--data-file` (exit 65).
    case badData(String)

    public var description: String {
        switch self {
        case .usage(let message), .badData(let message): message
        case .storage(let error): (error as? any LocalizedError)?.errorDescription ?? "\(error)"
        }
    }

    /// The sentence for the user in `localizer`'s language (usage and data messages are worded
    /// in the user's language when they are made).
    public func message(_ localizer: Localizer) -> String {
        switch self {
        case .storage(let error as StorageError): error.message(localizer)
        default: description
        }
    }

    /// The process exit code for this error.
    public var exitCode: Int32 {
        switch self {
        case .usage: ExitStatus.usage
        case .storage(let error):
            // A --store value that names no usable database file is a bad command line.
            if case .invalidStoreArgument? = error as? StorageError {
                ExitStatus.usage
            } else {
                ExitStatus.cannotCreate
            }
        case .badData: ExitStatus.dataError
        }
    }
}

/// Registers the running app's ``AppDataService`` (Settings' "Your data").
struct AppDataAssembly: Assembly {
    let service: AppDataService

    func assemble(container: Container) {
        let service = self.service
        container.register(AppDataService.self) { _ in service }.inObjectScope(.container)
    }
}
