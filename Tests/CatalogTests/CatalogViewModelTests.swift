import AppCoreTestSupport
import CatalogInterface
import CatalogTesting
import Foundation
import MosaicTestSupport
import Testing
@testable import Catalog

/// The catalog view model's transitions: load, fail, offline, refresh keeping data, retry.
@MainActor @Suite struct CatalogViewModelTests {
    private func model(_ results: [CatalogLoad]) -> CatalogViewModel {
        CatalogViewModel(catalog: FakeCatalogService(results), clock: frozen())
    }

    @Test func loadingThenLoaded() async {
        let model = model([CatalogLoad(snapshot: CatalogFixtures.snapshot())])
        #expect(model.state == .loading)
        #expect(model.isBusy)
        await model.load()
        #expect(
            model.state
                == .loaded(
                    .init(
                        snapshot: CatalogFixtures.snapshot(), failure: nil, now: referenceDate, generation: 1)
                ))
        #expect(!model.isBusy)
    }

    @Test func nothingAvailableFails() async {
        let model = model([CatalogLoad(snapshot: nil, failure: .offline)])
        await model.load()
        #expect(model.state == .failed(.offline))
    }

    @Test func offlineShowsTheSavedProductsWithTheReason() async {
        let saved = CatalogFixtures.snapshot(syncedAt: referenceDate - 600, source: .cache)
        let model = model([CatalogLoad(snapshot: saved, failure: .offline)])
        await model.load()
        guard case .loaded(let content) = model.state else {
            Issue.record("expected loaded, got \(model.state)")
            return
        }
        #expect(content.snapshot.source == .cache)
        #expect(content.failure == .offline)
    }

    @Test func noProductsIsEmpty() async {
        let model = model([CatalogLoad(snapshot: CatalogFixtures.snapshot([]))])
        await model.load()
        guard case .empty = model.state else {
            Issue.record("expected empty, got \(model.state)")
            return
        }
    }

    @Test func aFailedRefreshKeepsTheProductsOnShow() async {
        let model = model([
            CatalogLoad(snapshot: CatalogFixtures.snapshot()),
            CatalogLoad(snapshot: nil, failure: .httpStatus(code: 503, bodyExcerpt: "")),
        ])
        await model.load()
        model.requestReload()
        #expect(model.isRefreshing)
        #expect(model.isBusy)
        await model.load()
        guard case .loaded(let content) = model.state else {
            Issue.record("expected loaded, got \(model.state)")
            return
        }
        #expect(content.snapshot.products == CatalogFixtures.products)
        #expect(content.failure == .httpStatus(code: 503, bodyExcerpt: ""))
        #expect(!model.isRefreshing)
    }

    @Test func retryAfterAFailureLoadsAgain() async {
        let model = model([
            CatalogLoad(snapshot: nil, failure: .offline), CatalogLoad(snapshot: CatalogFixtures.snapshot()),
        ])
        await model.load()
        #expect(model.state == .failed(.offline))
        model.requestReload()
        #expect(model.state == .loading, "a retry after a failure starts from the spinner")
        await model.load()
        #expect(model.content?.snapshot == CatalogFixtures.snapshot(), "the retry loaded the catalog")
        #expect(model.failure == nil)
    }
}
