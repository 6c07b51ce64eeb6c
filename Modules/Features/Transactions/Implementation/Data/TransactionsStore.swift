import DataStorage
import Formatting
import Foundation
import GRDB
import TransactionsInterface

/// Keeps the last list loaded from the server in the app database, so it can be shown offline.
struct TransactionsStore: Sendable {
    /// A stored row that cannot be read back (the file was edited or damaged).
    struct CorruptRow: Error, CustomStringConvertible {
        let position: Int
        let reason: String
        var description: String { "Stored transaction #\(position) cannot be read: \(reason)" }
    }

    let database: AppDatabase
    /// The largest body kept as one value; a larger one is kept one row per transaction.
    var largestPayload = OfflinePayloadTable.largestPayload

    /// Replaces the stored list with `transactions` (kept in this order), loaded at `syncedAt`, in
    /// one transaction: `payload` (the body the list was read from) in one statement when given
    /// and not too large, else one row per transaction.
    func replace(with transactions: [Transaction], syncedAt: Date, payload: Data? = nil) async throws {
        let tables = TransactionsMigrations.tables
        try await tables.store(
            body: payload, elements: transactions.count, syncedAt: syncedAt, largest: largestPayload,
            in: database
        ) { db in
            try Self.insertRows(transactions, in: db)
        } syncRow: { db in
            try tables.sync.save(["syncedAt": syncedAt], in: db)
        }
    }

    private static func insertRows(_ transactions: [Transaction], in db: Database) throws {
        // One prepared statement for every row (not one parse per row). The booking date is
        // stored as seconds since 1970 (exact, and no date formatting per row: formatting was
        // a third of storing 100,000 rows); GRDB reads numbers and older text rows alike.
        let insert = try db.makeStatement(
            sql: """
                INSERT INTO \(TransactionsMigrations.tables.items)
                (position, reference, partnerDisplayName, category, description, bookingDate, amount, currency)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
        var amounts = TextMemo<Decimal>()
        for (position, transaction) in transactions.enumerated() {
            try insert.execute(arguments: [
                position, transaction.reference, transaction.partnerDisplayName, transaction.category,
                transaction.description, transaction.bookingDate.timeIntervalSince1970,
                amounts.text(for: transaction.amount.amount) { "\($0)" }, transaction.amount.currency,
            ])
        }
    }

    /// The stored list in stored order (the server's for a stored body) and when it was loaded;
    /// nil when nothing was ever stored.
    func load() async throws -> (transactions: [Transaction], syncedAt: Date)? {
        let tables = TransactionsMigrations.tables
        // One read: a store between two reads could empty the rows after the body was looked for.
        let read = try await database.read { db -> (stored: StoredCopy<[Transaction]>, syncedAt: Date)? in
            guard let sync = try tables.sync.fetch(in: db) else { return nil }
            let stored = try tables.storedCopy(in: db) {
                try Row.fetchAll(db, sql: "SELECT * FROM \(tables.items) ORDER BY position").map(
                    Self.transaction(from:))
            }
            return (stored, try sync.decode(forColumn: "syncedAt"))
        }
        guard let read else { return nil }
        switch read.stored {
        case .rows(let transactions): return (transactions, read.syncedAt)
        // Read as a fetched body is read (outside the database's lock); what it skipped was
        // logged when it was fetched.
        case .body(let body):
            return (try RemoteTransactionsSource.list(from: body).batch.elements, read.syncedAt)
        }
    }

    private static func transaction(from row: Row) throws -> Transaction {
        // Throwing decodes: a damaged row is reported, never a crash.
        let position: Int = try row.decode(forColumn: "position")
        let amountText: String = try row.decode(forColumn: "amount")
        guard let amount = Decimal(string: amountText, locale: Locale(identifier: "en_US_POSIX")) else {
            throw CorruptRow(position: position, reason: "amount '\(amountText)' is not a number")
        }
        return Transaction(
            reference: try row.decode(forColumn: "reference"),
            partnerDisplayName: try row.decode(forColumn: "partnerDisplayName"),
            category: try row.decode(forColumn: "category"),
            description: try row.decode(forColumn: "description"),
            bookingDate: try row.decode(forColumn: "bookingDate"),
            amount: Money(amount: amount, currency: try row.decode(forColumn: "currency")))
    }
}
