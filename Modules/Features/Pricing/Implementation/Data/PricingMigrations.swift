import DataStorage
import GRDB

/// Pricing's tables: the last rule set the server sent, kept for offline use.
enum PricingMigrations {
    /// The table holding the cached rule set (one row).
    static let ruleSetTable = SingleRowTable("pricing_rule_set")

    /// Every Pricing migration, in order.
    static let all = ModuleMigrations(
        module: "Pricing",
        [
            Migration("v1_createRuleSetCache") { db in
                try ruleSetTable.create(in: db) { table in
                    table.column("body", .blob).notNull()
                    table.column("fetchedAt", .datetime).notNull()
                }
            }
        ])
}
