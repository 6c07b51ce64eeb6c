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

    /// Replaces the stored list with `transactions` (kept in this order), loaded at `syncedAt`.
    func replace(with transactions: [Transaction], syncedAt: Date) async throws {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM \(TransactionsSchema.tables.items)")
            // One prepared statement for every row (not one parse per row). The booking date is
            // stored as seconds since 1970 (exact, and no date formatting per row: formatting was
            // a third of storing 100,000 rows); GRDB reads numbers and older text rows alike.
            let insert = try db.makeStatement(
                sql: """
                    INSERT INTO \(TransactionsSchema.tables.items)
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
            try TransactionsSchema.tables.sync.save(["syncedAt": syncedAt], in: db)
        }
    }

    /// The stored list in stored order and when it was loaded; nil when nothing was ever stored.
    func load() async throws -> (transactions: [Transaction], syncedAt: Date)? {
        try await database.read { db -> ([Transaction], Date)? in
            guard let sync = try TransactionsSchema.tables.sync.fetch(in: db) else { return nil }
            let syncedAt: Date = try sync.decode(forColumn: "syncedAt")
            let rows = try Row.fetchAll(
                db, sql: "SELECT * FROM \(TransactionsSchema.tables.items) ORDER BY position")
            return (try rows.map(Self.transaction(from:)), syncedAt)
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
