import CatalogInterface
import CatalogTesting
import Foundation
import Networking
import Testing

/// The catalog situations the demos share, dated relative to their launch.
@Suite struct FakeCatalogSituationsTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func freshServesTheServersProductsFetchedNow() async {
        let load = await FakeCatalogService.fresh(at: now).load()
        #expect(load == CatalogLoad(snapshot: CatalogFixtures.snapshot(syncedAt: now)))
        let empty = await FakeCatalogService.fresh([], at: now).load()
        #expect(empty.snapshot?.products == [])
    }

    @Test func savedServesTheCacheFromThatLongAgoWithWhyAndKeepsItUnlessARetryIsFresh() async {
        let offline = FakeCatalogService.saved(ago: 3600, now: now)
        for _ in 0..<2 {
            let load = await offline.load()
            #expect(load.failure == .offline)
            #expect(load.snapshot?.source == .cache)
            #expect(load.snapshot?.syncedAt == now.addingTimeInterval(-3600))
        }
        let failing = FakeCatalogService.saved(
            ago: 60, failure: .httpStatus(code: 503, bodyExcerpt: ""), thenFresh: true, now: now)
        #expect(await failing.load().failure == .httpStatus(code: 503, bodyExcerpt: ""))
        #expect(await failing.load() == CatalogLoad(snapshot: CatalogFixtures.snapshot(syncedAt: now)))
    }

    @Test func unavailableHasNothingUntilTheRetry() async {
        let catalog = FakeCatalogService.unavailableThenFresh(at: now)
        #expect(await catalog.load() == CatalogLoad(snapshot: nil, failure: .offline))
        #expect(await catalog.load() == CatalogLoad(snapshot: CatalogFixtures.snapshot(syncedAt: now)))
    }
}
