import DataStorage
import Localization

/// What a feature keeps in the app's database: the migrations that create its tables (it owns
/// them), and what each table holds in the user's language (`data` and Settings list them; an
/// undescribed table shows its name).
public struct FeatureStorage: Sendable {
    /// The feature's migrations.
    public let migrations: ModuleMigrations
    private let records: @Sendable (Localizer) -> [StoredRecords]

    /// Tables created by `migrations`, described by `records`.
    public init(_ migrations: ModuleMigrations, records: @escaping @Sendable (Localizer) -> [StoredRecords]) {
        self.migrations = migrations
        self.records = records
    }

    /// An offline copy of a list kept in `tables` (its elements shown as `description`), and the
    /// `other` tables the feature keeps, if any.
    public init<Key: LocalizedKey>(
        _ migrations: ModuleMigrations, offlineList tables: OfflineListTables, described description: Key,
        other: @escaping @Sendable (Localizer) -> [StoredRecords] = { _ in [] }
    ) {
        self.init(migrations) { localizer in
            tables.storedRecords(description: localizer[description]) + other(localizer)
        }
    }

    /// Each table's records in the words of `localizer`.
    public func storedRecords(_ localizer: Localizer) -> [StoredRecords] {
        records(localizer)
    }
}
