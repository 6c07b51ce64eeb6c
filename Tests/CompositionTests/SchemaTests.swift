import AppCore
import DataStorage
import Foundation
import GRDB
import Logging
import MosaicTestSupport
import SnapshotTesting
import Testing

@testable import MosaicApp

/// The database every product opens: the schema the shipped migrations create, committed as a
/// golden file, so a refactor of migration code (or an edit of a shipped migration) that changes
/// what is on users' disks fails here before it ships.
@Suite struct SchemaTests {
    @Test func theShippedMigrationsCreateTheCommittedSchema() throws {
        let plugins = try MosaicApp.plugins(MosaicApp.Options.parse([])).flatMap { $0.features }
        let migrations = plugins.compactMap { $0.migrations }
        #expect(migrations.count >= 7, "every feature with tables is in the super-app")
        let database = try AppDatabase(
            location: .memory, appName: "schema-test", migrations: migrations,
            logger: .init(label: "schema-test") { _ in SwiftLogNoOpLogHandler() })
        let schema = try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT type, name, sql FROM sqlite_master
                    WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'
                    ORDER BY name
                    """
            ).map { row -> String in
                "-- \(row["type"] as String) \(row["name"] as String)\n\(row["sql"] as String);"
            }
        }
        assertSnapshot(of: schema.joined(separator: "\n\n") + "\n", as: .lines)
    }
}
