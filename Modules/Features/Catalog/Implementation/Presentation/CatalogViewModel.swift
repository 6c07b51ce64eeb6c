import AppCore
import CatalogInterface
import Networking
import RemoteContent

/// Products on show, why they are not fresh (if they are not), and the instant of the load.
typealias CatalogContent = LoadedSnapshot<CatalogSnapshot>

/// The product list: the shared remote-content model over the catalog, which falls back to the
/// saved products; a failed refresh keeps the products showing and says why.
typealias CatalogViewModel = RemoteContentModel<CatalogContent, NetworkError>

extension RemoteContentModel where Content == CatalogContent, Failure == NetworkError {
    /// A model loading `catalog`, stamped with `clock`'s time.
    convenience init(catalog: any CatalogService, clock: WallClock) {
        self.init(loading: catalog.load, clock: clock, isEmpty: \.products.isEmpty)
    }
}
