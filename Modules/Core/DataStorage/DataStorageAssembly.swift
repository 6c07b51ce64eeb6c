import Logging
import Swinject

/// Registers the app's ``AppDatabase`` and ``KeyValueStore``, one of each per container.
///
/// Swinject factories cannot throw, so the database is opened while the assembly is applied
/// (once per container) and the outcome is kept. On success `AppDatabase` and `KeyValueStore`
/// are registered; on failure they are not, and ``database(in:)`` throws the ``StorageError``.
/// An app's main calls it right after building its `Assembler`, before resolving anything else:
///
/// ```swift
/// let assembler = Assembler([DataStorageAssembly(location: location, appName: "packs",
///                                                migrations: [PacksMigrations.all]), PacksAssembly()])
/// do { _ = try DataStorageAssembly.database(in: assembler.resolver) } catch {
///     FileHandle.standardError.write(Data("\(error.localizedDescription)\n".utf8)); exit(1)
/// }
/// ```
public struct DataStorageAssembly: Assembly {
    /// Where the database lives.
    public let location: StorageLocation
    /// The app's name, used in the connection label and log metadata.
    public let appName: String
    /// Every module's migrations, in the order they run.
    public let migrations: [ModuleMigrations]
    private let logger: Logger
    private let opened: AppDatabase?

    /// An assembly registering a database the caller already opened (e.g. to read settings
    /// before the rest of the app is assembled).
    public init(database: AppDatabase, appName: String) {
        self.location = database.location
        self.appName = appName
        self.migrations = []
        self.logger = Logger(label: "mosaic.storage")
        self.opened = database
    }

    /// An assembly opening `location` with `migrations` (DataStorage's own run first).
    public init(
        location: StorageLocation, appName: String, migrations: [ModuleMigrations] = [],
        logger: Logger = Logger(label: "mosaic.storage")
    ) {
        self.location = location
        self.appName = appName
        self.migrations = migrations
        self.logger = logger
        self.opened = nil
    }

    /// Opens the database for `container` and registers it and the key-value store.
    public func assemble(container: Container) {
        let outcome = Result { () throws(StorageError) -> AppDatabase in
            if let opened { return opened }
            return try AppDatabase(
                location: location, appName: appName, migrations: migrations, logger: logger)
        }
        container.register(OpenOutcome.self) { _ in OpenOutcome(result: outcome) }
            .inObjectScope(.container)
        guard case .success(let database) = outcome else { return }
        container.register(AppDatabase.self) { _ in database }.inObjectScope(.container)
        container.register(KeyValueStore.self) { _ in KeyValueStore(database: database) }
            .inObjectScope(.container)
    }

    /// The database opened for `resolver`'s container, or the error that prevented opening it.
    public static func database(in resolver: any Resolver) throws(StorageError) -> AppDatabase {
        guard let outcome = resolver.resolve(OpenOutcome.self) else { throw .notAssembled }
        return try outcome.result.get()
    }

    /// The result of opening, registered under a private type so no one else can shadow it.
    private struct OpenOutcome {
        let result: Result<AppDatabase, StorageError>
    }
}
