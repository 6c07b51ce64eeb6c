import GRDB

/// One schema step owned by a module; `id` is unique within that module (e.g. "v1_createPacks").
///
/// Migrations run once, inside a transaction, in the order they are listed. Once shipped, a
/// migration is never edited or removed: later changes go into a new migration.
public struct Migration: Sendable {
    /// The identifier within the owning module, e.g. "v1_createPacks".
    public let id: String
    /// Applies the schema change.
    public let migrate: @Sendable (Database) throws -> Void

    /// Creates a migration named `id` that runs `migrate`.
    public init(_ id: String, migrate: @escaping @Sendable (Database) throws -> Void) {
        self.id = id
        self.migrate = migrate
    }
}
