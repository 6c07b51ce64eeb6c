import AppCore
import CatalogInterface
import Foundation
import Networking
import RemoteContent

/// Products on show, why they are not fresh (if they are not), and the instant of the load.
struct CatalogContent: Sendable, Hashable {
    var snapshot: CatalogSnapshot
    var failure: NetworkError?
    var now: Date
}

/// The product list: the shared remote-content model over the catalog, which falls back to the
/// saved products; a failed refresh keeps the products showing and says why.
typealias CatalogViewModel = RemoteContentModel<CatalogContent, NetworkError>

extension CatalogContent: SyncStamped {
    var lastSync: Date? { snapshot.fetchedAt }
}

extension RemoteContentModel where Content == CatalogContent, Failure == NetworkError {
    /// A model loading `catalog`, stamped with `clock`'s time.
    convenience init(catalog: any ProductCatalog, clock: WallClock) {
        self.init(
            load: { _ in
                let result = await catalog.load()
                guard let snapshot = result.snapshot else { return .failure(result.failure ?? .offline) }
                return .success(CatalogContent(snapshot: snapshot, failure: result.failure, now: clock.now()))
            },
            isEmpty: { $0.snapshot.products.isEmpty },
            keep: { content, failure in
                content.failure = failure
                content.now = clock.now()
            })
    }
}
