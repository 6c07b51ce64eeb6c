import DataStorage
import Foundation
import GRDB
import MosaicTestSupport
import Testing

@Suite struct MigrationTests {
    private let packs = ModuleMigrations(
        module: "Packs", [journaling("v1_createPacks"), journaling("v2_addStatus")])
    private let wallet = ModuleMigrations(module: "Wallet", [journaling("v1_createWallet")])

    @Test func migrationsRunOnceInModuleThenMigrationOrder() throws {
        try withTemporaryDirectory { directory in
            let location = StorageLocation.file(directory.appendingPathComponent("app.sqlite"))
            let expected = [
                "DataStorage.v1_createKeyValueStore", "Packs.v1_createPacks", "Packs.v2_addStatus",
                "Wallet.v1_createWallet",
            ]

            let first = try AppDatabase(location: location, appName: "app", migrations: [packs, wallet])
            #expect(first.registeredMigrations == expected)
            #expect(first.migrationsAppliedAtOpen == expected)
            #expect(try journal(of: first) == ["v1_createPacks", "v2_addStatus", "v1_createWallet"])
            try first.close()

            let second = try AppDatabase(location: location, appName: "app", migrations: [packs, wallet])
            #expect(second.migrationsAppliedAtOpen.isEmpty)
            #expect(try second.appliedMigrations() == expected)
            #expect(try journal(of: second) == ["v1_createPacks", "v2_addStatus", "v1_createWallet"])
        }
    }

    @Test func moduleOrderIsTheOrderGiven() throws {
        let database = try AppDatabase(location: .memory, appName: "app", migrations: [wallet, packs])
        #expect(try journal(of: database) == ["v1_createWallet", "v1_createPacks", "v2_addStatus"])
    }

    @Test func reopeningWithANewMigrationAppliesOnlyThatOne() throws {
        try withTemporaryDirectory { directory in
            let location = StorageLocation.file(directory.appendingPathComponent("app.sqlite"))
            let v1Only = ModuleMigrations(module: "Packs", [journaling("v1_createPacks")])
            try AppDatabase(location: location, appName: "app", migrations: [v1Only]).close()

            let reopened = try AppDatabase(location: location, appName: "app", migrations: [packs])
            #expect(reopened.migrationsAppliedAtOpen == ["Packs.v2_addStatus"])
            #expect(try journal(of: reopened) == ["v1_createPacks", "v2_addStatus"])
        }
    }

    @Test func eachModuleOwnsItsTables() throws {
        let packsTables = ModuleMigrations(
            module: "Packs",
            [
                Migration("v1_createPacks") { db in
                    try db.create(table: "packs_pack") { $0.primaryKey("id", .text) }
                }
            ])
        let walletTables = ModuleMigrations(
            module: "Wallet",
            [
                Migration("v1_createPacks") { db in
                    try db.create(table: "wallet_transaction") { $0.primaryKey("id", .text) }
                }
            ])
        let database = try AppDatabase(
            location: .memory, appName: "app", migrations: [packsTables, walletTables])

        // The same id in two modules is fine: identifiers are namespaced by module.
        #expect(
            database.migrationsAppliedAtOpen.suffix(2) == ["Packs.v1_createPacks", "Wallet.v1_createPacks"])
        try database.write { db in
            try db.execute(sql: "INSERT INTO packs_pack (id) VALUES ('p1')")
            try db.execute(sql: "INSERT INTO wallet_transaction (id) VALUES ('t1')")
        }
        #expect(
            try database.read { try $0.tableExists("packs_pack") && $0.tableExists("wallet_transaction") })
    }

    @Test(arguments: [
        [
            ModuleMigrations(module: "Packs", [journaling("v1")]),
            ModuleMigrations(module: "Packs", [journaling("v1")]),
        ],
        [ModuleMigrations(module: "Packs", [journaling("v0"), journaling("v1"), journaling("v1")])],
    ])
    func duplicateIdentifiersAreRejectedBeforeTouchingTheDisk(modules: [ModuleMigrations]) throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("app.sqlite")
            let error = #expect(throws: StorageError.self) {
                try AppDatabase(location: .file(file), appName: "app", migrations: modules)
            }
            #expect(error == .duplicateMigration(identifier: "Packs.v1", modules: ["Packs", "Packs"]))
            #expect(error?.localizedDescription.contains("\"Packs.v1\" is registered more than once") == true)
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test(arguments: ["", "Pa.cks", "DataStorage"])
    func unusableModuleNamesAreRejected(module: String) throws {
        let error = #expect(throws: StorageError.self) {
            try AppDatabase(
                location: .memory, appName: "app",
                migrations: [ModuleMigrations(module: module, [journaling("v1")])])
        }
        guard case .invalidMigration(let reported, _, _) = error else {
            Issue.record("Expected invalidMigration, got \(String(describing: error))")
            return
        }
        #expect(reported == module)
    }

    @Test func anEmptyMigrationIdIsRejected() {
        #expect(throws: StorageError.invalidMigration(module: "Packs", id: "", reason: "the id is empty")) {
            try AppDatabase(
                location: .memory, appName: "app",
                migrations: [ModuleMigrations(module: "Packs", [journaling("")])])
        }
    }

    @Test func aFailingMigrationIsNamedAndRolledBackWhileEarlierOnesAreKept() throws {
        try withTemporaryDirectory { directory in
            let location = StorageLocation.file(directory.appendingPathComponent("app.sqlite"))
            let failing = ModuleMigrations(
                module: "Packs",
                [
                    journaling("v1_createPacks"),
                    Migration("v2_broken") { db in
                        try db.execute(sql: "CREATE TABLE packs_half (id INTEGER)")
                        throw ExpectedFailure()
                    },
                ])
            let error = #expect(throws: StorageError.self) {
                try AppDatabase(location: location, appName: "app", migrations: [failing])
            }
            #expect(
                error
                    == .migrationFailed(
                        identifier: "Packs.v2_broken", location: location, reason: "expected failure"))
            #expect(error?.localizedDescription.contains(directory.path) == true)

            let v1Only = ModuleMigrations(module: "Packs", [journaling("v1_createPacks")])
            let reopened = try AppDatabase(location: location, appName: "app", migrations: [v1Only])
            #expect(reopened.migrationsAppliedAtOpen.isEmpty)
            #expect(try reopened.read { try $0.tableExists("packs_half") } == false)
        }
    }

    @Test func openingAndMigrationsAreLogged() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("app.sqlite")
            let recorder = LogRecorder()
            _ = try AppDatabase(
                location: .file(file), appName: "app", migrations: [wallet],
                logger: recorder.logger(label: "mosaic.storage"))

            let messages = recorder.messages(atLeast: .info)
            #expect(messages.contains("Opened the database at \(file.path)"))
            #expect(messages.contains("Applied migration DataStorage.v1_createKeyValueStore"))
            #expect(messages.contains("Applied migration Wallet.v1_createWallet"))
        }
    }
}
