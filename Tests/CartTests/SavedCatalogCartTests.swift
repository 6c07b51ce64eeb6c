import AppRunnerTestSupport
import CatalogInterface
import DataStorage
import DataStorageTestSupport
import Foundation
import MosaicTestSupport
import SavedCart
import Testing
@testable import Cart

/// `+` in the catalog's details adds to the saved cart, the one the store screen and
/// `store cart` show, through the Cart feature's ``CatalogCart``.
@Suite struct SavedCatalogCartTests {
    private func store() throws -> CartStore {
        CartStore(database: try memoryDatabase(CartMigrations.all))
    }

    @Test func eachAddIsOneUnitOnTheSavedCart() throws {
        let store = try store()
        let cart = SavedCatalogCart(store: store)
        #expect(try cart.addOne("MUG") == 1)
        #expect(try cart.addOne("CAP") == 1)
        #expect(try cart.addOne("MUG") == 2)
        #expect(try store.load().lines == [.init(code: "MUG", quantity: 2), .init(code: "CAP", quantity: 1)])
    }

    @Test func aFullLineIsRefusedAndNothingChanges() throws {
        let store = try store()
        try store.add("MUG", quantity: CartStore.maximumQuantity)
        #expect(throws: CatalogCartError.quantityLimit(maximum: CartStore.maximumQuantity)) {
            try SavedCatalogCart(store: store).addOne("MUG")
        }
        #expect(try store.load().quantity(of: "MUG") == CartStore.maximumQuantity)
    }

    @MainActor @Test func theStoreAppRegistersItForTheCatalog() throws {
        let context = try pluginContext([CartPlugin()], arguments: ["--store", "memory"])
        #expect(context.resolver.resolve((any CatalogCart).self) is SavedCatalogCart)
    }
}
