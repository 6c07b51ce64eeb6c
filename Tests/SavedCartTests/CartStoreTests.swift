import DataStorage
import DataStorageTestSupport
import MosaicTestSupport
import SavedCart
import Testing

/// The saved cart on an in-memory database holding only its table.
@Suite struct CartStoreTests {
    let store: CartStore

    init() throws {
        let migrations = ModuleMigrations(
            module: "SavedCartTests", [Migration("v1_cartLine") { try CartStore.createLineTable(in: $0) }])
        store = CartStore(database: try memoryDatabase(migrations))
    }

    @Test func addedUnitsAreSavedAndRemovedAgain() throws {
        #expect(try store.load().isEmpty)
        try store.add("MUG")
        try store.add("CAP", quantity: 2)
        let saved = try store.add("MUG")
        #expect(saved.lines == [.init(code: "MUG", quantity: 2), .init(code: "CAP", quantity: 2)])
        #expect(try store.load() == saved, "the change returns the cart as saved")

        #expect(
            try store.remove("MUG", quantity: 1).lines == [
                .init(code: "MUG", quantity: 1), .init(code: "CAP", quantity: 2),
            ])
        try store.remove("MUG")
        try store.remove("CAP", quantity: 2)
        #expect(try store.load().isEmpty)
        #expect(throws: CartConflict.lineGone(code: "CAP")) { try store.remove("CAP") }
    }
}
