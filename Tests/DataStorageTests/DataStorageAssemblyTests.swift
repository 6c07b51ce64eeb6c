import DataStorage
import Foundation
import GRDB
import MosaicTestSupport
import Swinject
import Testing

@Suite struct DataStorageAssemblyTests {
    private let notes = ModuleMigrations(
        module: "Notes",
        [
            Migration("v1_createNotes") { db in
                try db.create(table: "notes_note") { $0.column("text", .text) }
            }
        ])

    @Test func oneDatabaseAndStorePerContainer() throws {
        let assembly = DataStorageAssembly(location: .memory, appName: "app", migrations: [notes])
        let assembler = Assembler([assembly])

        let opened = try DataStorageAssembly.database(in: assembler.resolver)
        let resolved = try #require(assembler.resolver.resolve(AppDatabase.self))
        #expect(resolved === opened)
        #expect(assembler.resolver.resolve(AppDatabase.self) === opened)
        #expect(
            opened.registeredMigrations == ["DataStorage.v1_createKeyValueStore", "Notes.v1_createNotes"])

        let store = try #require(assembler.resolver.resolve(KeyValueStore.self))
        let key = StorageKey<String>(namespace: "settings", name: "language")
        try store.set("pl", for: key)
        #expect(try KeyValueStore(database: resolved).value(for: key) == "pl")

        // Another container gets its own database, so in-memory data does not leak between them.
        let other = Assembler([assembly])
        let otherDatabase = try DataStorageAssembly.database(in: other.resolver)
        #expect(otherDatabase !== opened)
        #expect(try other.resolver.resolve(KeyValueStore.self)?.value(for: key) == nil)
    }

    @Test func anOpeningFailureIsReportedInsteadOfCrashing() throws {
        try withTemporaryDirectory { directory in
            let blocker = directory.appendingPathComponent("blocker")
            try Data().write(to: blocker)
            let file = blocker.appendingPathComponent("app.sqlite")
            let assembler = Assembler([DataStorageAssembly(location: .file(file), appName: "app")])

            let error = #expect(throws: StorageError.self) {
                try DataStorageAssembly.database(in: assembler.resolver)
            }
            #expect(
                error
                    == .cannotCreateDirectory(
                        file.deletingLastPathComponent(), reason: "a file with that name already exists"))
            #expect(assembler.resolver.resolve(AppDatabase.self) == nil)
            #expect(assembler.resolver.resolve(KeyValueStore.self) == nil)
        }
    }

    @Test func aContainerWithoutTheAssemblyIsReported() {
        #expect(throws: StorageError.notAssembled) {
            try DataStorageAssembly.database(in: Container())
        }
    }
}
