import AppCore
import CatalogInterface
import Foundation
import Logging
import Networking
import RemoteContent

/// The catalog from `GET /products`, saved after every successful fetch and served from the
/// saved copy when the backend cannot be used.
struct LiveProductCatalog: ProductCatalog {
    let http: any HTTPClient
    let cache: CatalogCache
    let clock: WallClock
    var logger = Logger(label: "mosaic.catalog")

    func load() async -> CatalogLoad {
        await OfflineCopy.load(
            "the catalog", logger: logger, fetch: fetch, save: cache.save, saved: cache.load)
    }

    private func fetch() async throws(NetworkError) -> CatalogSnapshot {
        let response = try await http.send(CatalogAPI.products)
        let dto = try APIClient.decode(ProductsResponseDTO.self, from: response.body)
        let (products, issues) = ProductMapper.map(dto)
        for issue in issues {
            logger.warning(
                "Left out product #\(issue.position) \(issue.code ?? "(no code)"): \(issue.reason)")
        }
        return CatalogSnapshot(
            products: products, issues: issues, syncedAt: clock.now(), source: .server)
    }
}
