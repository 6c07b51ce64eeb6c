import GRDB

/// The validated, ordered list of every migration an ``AppDatabase`` runs: DataStorage's own
/// first, then each module's in the order given.
struct MigrationPlan: Sendable {
    /// Namespaced identifiers in run order.
    let identifiers: [String]
    let migrator: DatabaseMigrator

    /// Validates `modules` before anything touches the disk, so a wiring mistake never leaves a
    /// half-migrated database behind.
    init(modules: [ModuleMigrations]) throws(StorageError) {
        for module in modules where module.module == KeyValueStoreSchema.module {
            throw .invalidMigration(
                module: module.module, id: module.migrations.first?.id ?? "",
                reason: "the module name \(KeyValueStoreSchema.module) is reserved for DataStorage itself")
        }
        let all = [KeyValueStoreSchema.migrations] + modules
        var owners: [String: [String]] = [:]
        var identifiers: [String] = []
        for module in all {
            try Self.validate(module)
            for identifier in module.identifiers {
                owners[identifier, default: []].append(module.module)
                identifiers.append(identifier)
            }
        }
        // Report the first duplicate in run order so the message is stable.
        if let duplicate = identifiers.first(where: { (owners[$0]?.count ?? 0) > 1 }) {
            throw .duplicateMigration(identifier: duplicate, modules: owners[duplicate] ?? [])
        }

        var migrator = DatabaseMigrator()
        for module in all {
            for migration in module.migrations {
                let identifier = ModuleMigrations.identifier(module: module.module, id: migration.id)
                migrator.registerMigration(identifier, migrate: migration.migrate)
            }
        }
        self.identifiers = identifiers
        self.migrator = migrator
    }

    /// Identifiers recorded as applied in `db`, in run order (unknown ones are left out).
    func applied(_ db: Database) throws -> [String] {
        try migrator.appliedMigrations(db)
    }

    /// Identifiers recorded in `db` that this plan does not know, e.g. from a newer app version.
    func unknownApplied(_ db: Database) throws -> [String] {
        try migrator.appliedIdentifiers(db).subtracting(identifiers).sorted()
    }

    private static func validate(_ module: ModuleMigrations) throws(StorageError) {
        if module.module.isEmpty {
            throw .invalidMigration(
                module: module.module, id: module.migrations.first?.id ?? "",
                reason: "the module name is empty")
        }
        // A dot in the module name would make "A.b" + "c" and "A" + "b.c" indistinguishable.
        if module.module.contains(".") {
            throw .invalidMigration(
                module: module.module, id: module.migrations.first?.id ?? "",
                reason: "module names cannot contain \".\"")
        }
        for migration in module.migrations where migration.id.isEmpty {
            throw .invalidMigration(module: module.module, id: migration.id, reason: "the id is empty")
        }
    }
}
