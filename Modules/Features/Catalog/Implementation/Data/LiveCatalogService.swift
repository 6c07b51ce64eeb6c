import AppCore
import CatalogInterface
import Foundation
import Logging
import Networking
import RemoteContent

/// The catalog from `GET /products`, saved after every successful fetch and served from the
/// saved copy when the backend cannot be used.
struct LiveCatalogService: CatalogService {
    let backend: Backend
    let cache: CatalogCache

    func load() async -> CatalogLoad {
        await OfflineCopy.load(
            "the catalog", logger: backend.logger, fetch: fetch, save: cache.save, saved: cache.load)
    }

    private func fetch() async throws(NetworkError) -> CatalogSnapshot {
        let response = try await backend.send(CatalogAPI.products)
        let dto = try APIClient.decode(ProductsResponseDTO.self, from: response.body)
        let (products, issues) = ProductMapper.map(dto)
        for issue in issues {
            backend.logger.warning(
                "Left out product #\(issue.position) \(issue.code ?? "(no code)"): \(issue.reason)")
        }
        return CatalogSnapshot(
            products: products, issues: issues, syncedAt: backend.now(), source: .server)
    }
}
