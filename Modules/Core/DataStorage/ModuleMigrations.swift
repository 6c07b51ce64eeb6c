/// The migrations one module contributes, namespaced by the module name ("Packs.v1_createPacks").
public struct ModuleMigrations: Sendable {
    /// The owning module, e.g. "Packs"; it must be non-empty and must not contain ".".
    public let module: String
    /// The module's migrations, in the order they must run.
    public let migrations: [Migration]

    /// Groups `migrations` under `module`.
    public init(module: String, _ migrations: [Migration]) {
        self.module = module
        self.migrations = migrations
    }

    /// The namespaced identifiers recorded in the database, in run order.
    public var identifiers: [String] {
        migrations.map { Self.identifier(module: module, id: $0.id) }
    }

    /// The identifier recorded in the database for migration `id` of `module`.
    public static func identifier(module: String, id: String) -> String {
        "\(module).\(id)"
    }
}
