import CatalogInterface
import Foundation
import Networking

/// The situations demos and tests show a catalog in, dated relative to `now`.
extension FakeCatalogService {
    /// The server's `products`, fetched at `now`.
    public static func fresh(_ products: [Product] = CatalogFixtures.products, at now: Date)
        -> FakeCatalogService
    {
        FakeCatalogService(snapshot: CatalogFixtures.snapshot(products, syncedAt: now))
    }

    /// The server cannot be used (`failure`), so the products saved `age` seconds before `now` are
    /// served; with `thenFresh`, the next load (a retry) gets the server's products.
    public static func saved(
        ago age: TimeInterval, failure: NetworkError = .offline, thenFresh: Bool = false, now: Date
    ) -> FakeCatalogService {
        let saved = CatalogFixtures.snapshot(syncedAt: now.addingTimeInterval(-age), source: .cache)
        let retry = thenFresh ? [CatalogLoad(snapshot: CatalogFixtures.snapshot(syncedAt: now))] : []
        return FakeCatalogService([CatalogLoad(snapshot: saved, failure: failure)] + retry)
    }

    /// Offline with nothing saved; the next load (a retry) gets the server's products, fetched at `now`.
    public static func unavailableThenFresh(at now: Date) -> FakeCatalogService {
        FakeCatalogService([
            CatalogLoad(snapshot: nil, failure: .offline),
            CatalogLoad(snapshot: CatalogFixtures.snapshot(syncedAt: now)),
        ])
    }
}
