import Foundation
import PacksInterface
import PacksTesting
import Testing

@testable import Packs

/// The list's state machine on fakes: loading, loaded, empty, failed, retry, refresh keeping data,
/// offline with and without a stored list, archiving.
@MainActor @Suite struct PacksListViewModelTests {
    private typealias Support = PacksTestSupport
    private let sample = PackFixtures.sample

    @Test func loadingToLoaded() async {
        let (fetcher, gate) = GatedFetcher.make()
        let model = Support.viewModel(fetcher: fetcher)
        let load = Task { await model.load() }
        #expect(model.state == .loading)
        #expect(model.isBusy)
        await gate.answerNextCall(with: .success(sample))
        await load.value
        #expect(model.state == .loaded(PackCatalog(PackFixtures.fetched(sample))))
        #expect(!model.isBusy)
        #expect(model.notice == nil)
        #expect(model.visibleSections.flatMap(\.packs).count == sample.count)
    }

    @Test func loadingToEmpty() async {
        let model = Support.viewModel(fetcher: FakePacksSource(returning: []))
        await model.load()
        #expect(model.state == .empty(syncedAt: PackFixtures.now))
        #expect(model.visibleSections.isEmpty)
    }

    @Test func loadingToFailedWithoutAStoredList() async {
        let model = Support.viewModel(
            fetcher: FakePacksSource(failing: .httpStatus(code: 503, bodyExcerpt: "")))
        await model.load()
        #expect(model.state == .failed(.httpStatus(code: 503, bodyExcerpt: "")))
        #expect(model.notice == nil)
    }

    @Test func retryAfterFailureGoesThroughLoadingToLoaded() async {
        let (fetcher, gate) = GatedFetcher.make()
        let model = Support.viewModel(fetcher: fetcher)
        let load = Task { await model.load() }
        await gate.answerNextCall(with: .failure(.timeout))
        await load.value
        #expect(model.state == .failed(.timeout))

        model.requestRefresh()
        #expect(model.state == .loading, "a retry shows the spinner again at once")
        await gate.answerNextCall(with: .success(sample))
        await model.waitForPendingFetch()
        #expect(model.catalog?.sorted.count == sample.count)
    }

    @Test func refreshKeepsTheListVisibleAndReplacesIt() async {
        let (fetcher, gate) = GatedFetcher.make()
        let model = Support.viewModel(fetcher: fetcher)
        let load = Task { await model.load() }
        await gate.answerNextCall(with: .success(sample))
        await load.value

        model.requestRefresh()
        #expect(model.isRefreshing)
        #expect(model.catalog?.sorted.count == sample.count, "the old list stays during the refresh")
        model.requestRefresh()  // ignored while one runs
        await gate.answerNextCall(with: .success(Array(sample.prefix(2))))
        await model.waitForPendingFetch()
        #expect(!model.isRefreshing)
        #expect(model.catalog?.sorted.count == 2)
    }

    @Test func refreshFailureKeepsDataAndShowsTheErrorWithTheSyncTime() async {
        let fetcher = FakePacksSource([.success(sample), .failure(.httpStatus(code: 500, bodyExcerpt: ""))])
        let model = Support.viewModel(fetcher: fetcher)
        await model.load()
        await model.refresh()
        #expect(model.catalog?.sorted.count == sample.count)
        #expect(model.notice == .stale(.httpStatus(code: 500, bodyExcerpt: ""), syncedAt: PackFixtures.now))
        #expect(!model.isRefreshing)
        #expect(fetcher.callCount == 2)
    }

    @Test func refreshWhileOfflineKeepsDataWithAnOfflineNotice() async {
        let model = Support.viewModel(fetcher: FakePacksSource([.success(sample), .failure(.offline)]))
        await model.load()
        await model.refresh()
        #expect(model.notice == .stale(.offline, syncedAt: PackFixtures.now))
        #expect(model.catalog != nil)
    }

    @Test func successfulRefreshClearsTheNotice() async {
        let model = Support.viewModel(
            fetcher: FakePacksSource([.success(sample), .failure(.offline), .success(sample)]))
        await model.load()
        await model.refresh()
        #expect(model.notice != nil)
        await model.refresh()
        #expect(model.notice == nil)
    }

    @Test func offlineWithAStoredListShowsItWithItsSyncTime() async {
        let yesterday = PackFixtures.now.addingTimeInterval(-86_400)
        let cache = InMemoryPacksCache(packs: sample, syncedAt: yesterday)
        let model = Support.viewModel(fetcher: FakePacksSource(failing: .offline), cache: cache)
        await model.load()
        #expect(model.state == .loaded(PackCatalog(PackFixtures.storedCopy(sample, syncedAt: yesterday))))
        #expect(model.notice == .stale(.offline, syncedAt: yesterday))
    }

    @Test func offlineWithoutAStoredListFails() async {
        let model = Support.viewModel(fetcher: FakePacksSource(failing: .offline))
        await model.load()
        #expect(model.state == .failed(.offline))
    }

    @Test func aSuccessfulLoadIsStoredForOfflineUse() async {
        let cache = InMemoryPacksCache()
        let model = Support.viewModel(fetcher: FakePacksSource(returning: sample), cache: cache)
        await model.load()
        #expect(cache.stored == PackFixtures.storedCopy(sample))
    }

    @Test func aFailingCacheNeverFailsTheLoad() async {
        let model = Support.viewModel(
            fetcher: FakePacksSource(returning: sample), cache: InMemoryPacksCache(failing: true))
        await model.load()
        #expect(model.catalog != nil)
    }

    @Test func archivingHidesAndUnarchivingShowsAgain() async throws {
        let archive = InMemoryPackArchive()
        let model = Support.viewModel(fetcher: FakePacksSource(returning: sample), archive: archive)
        await model.load()
        try #require(sample.count > 0)
        let id = sample[0].id
        #expect(model.setArchived(true, id: id))
        #expect(!model.visibleSections.flatMap(\.packs).contains { $0.id == id })
        #expect(model.archivedSections.flatMap(\.packs).map(\.id) == [id])
        #expect(model.archivedCount == 1)
        #expect(try archive.archivedIDs() == [id])
        #expect(model.setArchived(false, id: id))
        #expect(model.visibleSections.flatMap(\.packs).contains { $0.id == id })
        #expect(model.archivedCount == 0)
    }

    @Test func storedArchiveIsAppliedOnLoad() async throws {
        try #require(sample.count > 2)
        let id = sample[2].id
        let model = Support.viewModel(
            fetcher: FakePacksSource(returning: sample), archive: InMemoryPackArchive([id, "gone"]))
        await model.load()
        #expect(model.isArchived(id))
        #expect(model.archivedCount == 1, "ids no longer listed by the server are not counted")
    }

    @Test func aFailedArchiveWriteChangesNothingAndSaysSo() async throws {
        let model = Support.viewModel(
            fetcher: FakePacksSource(returning: sample), archive: InMemoryPackArchive(failingWrites: true))
        await model.load()
        try #require(sample.count > 0)
        #expect(!model.setArchived(true, id: sample[0].id))
        #expect(!model.isArchived(sample[0].id))
        #expect(model.archiveFailed)
    }

    @Test func tenThousandPacksLoadSortedOnce() async {
        let model = Support.viewModel(fetcher: FakePacksSource(returning: PackFixtures.many(10_000)))
        await model.load()
        #expect(model.visibleSections.reduce(0) { $0 + $1.packs.count } == 10_000)
        #expect(model.catalog?.sorted == PackOrdering.sorted(PackFixtures.many(10_000)))
    }
}
