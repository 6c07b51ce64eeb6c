import DataStorage
import Logging

/// A fresh in-memory database with `migrations` (the shared key-value table is always there),
/// logging nowhere: tests that expect failures do not print their log lines.
public func memoryDatabase(
    _ migrations: ModuleMigrations..., appName: String = "mosaic-tests"
) throws -> AppDatabase {
    try AppDatabase(
        location: .memory, appName: appName, migrations: migrations,
        logger: Logger(label: "mosaic-tests") { _ in SwiftLogNoOpLogHandler() })
}
