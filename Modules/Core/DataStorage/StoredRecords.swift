import Foundation
import GRDB

/// What a feature keeps in one table of the app's database, for `data` and Settings: the table,
/// a description in the user's language, and how to read when its content was last synced.
public struct StoredRecords: Sendable {
    /// The table's name.
    public let table: String
    /// What the rows are, for people, e.g. "Parcels saved for offline use".
    public let description: String
    /// Reads when the table was last filled from the server; nil for data made on the device.
    public let lastSync: (@Sendable (Database) throws -> Date?)?

    /// Whether `data` lists the table; bookkeeping (a sync time row) is not a kind of record.
    public let isListed: Bool
    /// How many records the table holds when that is not its row count (a list stored as one
    /// value says how many elements it has); nil counts rows.
    public let count: (@Sendable (Database) throws -> Int)?

    public init(
        table: String, description: String, lastSync: (@Sendable (Database) throws -> Date?)? = nil,
        count: (@Sendable (Database) throws -> Int)? = nil
    ) {
        self.table = table
        self.description = description
        self.lastSync = lastSync
        self.isListed = true
        self.count = count
    }

    private init(bookkeeping table: String) {
        self.table = table
        self.description = table
        self.lastSync = nil
        self.isListed = false
        self.count = nil
    }

    /// A table that only supports another (when a list was synced): wiped, but not listed.
    public static func bookkeeping(_ table: String) -> StoredRecords {
        StoredRecords(bookkeeping: table)
    }
}
