import DataStorage
import Foundation
import GRDB
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

/// What a remote list's offline copy holds in `database`: how many bodies `bodyTable` keeps (0 or
/// 1), how many rows `itemsTable` has, and the body's bytes.
public func offlineCopyContents(
    of database: AppDatabase, bodyTable: String, itemsTable: String
) async throws -> (bodies: Int, rows: Int, body: Data?) {
    try await database.read { db in
        (
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \(bodyTable.quotedDatabaseIdentifier)") ?? -1,
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \(itemsTable.quotedDatabaseIdentifier)") ?? -1,
            try storedBody(in: db, chunksTable: OfflinePayloadTable(bodyTable).chunksTable)
        )
    }
}

/// The body kept in `chunksTable` (its chunks joined in order); nil when it has none.
private func storedBody(in db: Database, chunksTable: String) throws -> Data? {
    let chunks = try Data.fetchAll(
        db, sql: "SELECT bytes FROM \(chunksTable.quotedDatabaseIdentifier) ORDER BY chunk")
    return chunks.isEmpty ? nil : chunks.reduce(Data(), +)
}
