import CatalogInterface
import Logging
import SavedCart

/// The saved cart as the catalog's details see it: `+` there adds a unit to the same cart the
/// store screen shows (which follows the saved cart, so the unit appears there too) and that
/// `store cart` prints.
struct SavedCatalogCart: CatalogCart {
    let store: CartStore
    var logger = Logger(label: "mosaic.cart")

    func addOne(_ code: String) throws(CatalogCartError) -> Int {
        do {
            return try store.add(code).quantity(of: code)
        } catch CartConflict.quantityLimit(_, let maximum) {
            throw .quantityLimit(maximum: maximum)
        } catch {
            logger.error("Could not add \(code) to the saved cart: \(error)")
            throw .storageFailed
        }
    }
}
