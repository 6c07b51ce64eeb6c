import DataStorage
import DataStorageTestSupport
import Formatting
import Foundation
import MosaicTestSupport
import Networking
import Testing
import TransactionsInterface
import TransactionsMocks
import TransactionsTesting

@testable import Transactions

/// The list view model's transitions: loading, loaded, empty, failed then retry, offline with
/// and without a stored list, reload failures that keep the content, and the filter.
@MainActor @Suite struct ViewModelTests {
    private typealias F = TransactionFixtures

    private func model(_ source: any TransactionsSource, database: AppDatabase? = nil) throws
        -> TransactionsListViewModel
    {
        TransactionsListViewModel(repository: try makeRepository(source, database: database))
    }

    @Test func loadingThenLoaded() async throws {
        let model = try model(FakeTransactionsSource(returning: F.sample))
        #expect(model.state == .loading)
        #expect(model.isLoading)
        await model.load()
        guard case .loaded(let snapshot) = model.state else {
            Issue.record("expected loaded, got \(model.state)")
            return
        }
        #expect(snapshot.items == TransactionOrdering.sorted(F.sample))
        #expect(snapshot.source == .server)
        #expect(model.notice == nil)
        #expect(!model.isLoading)
        #expect(model.totals == [.points(2552)])
    }

    @Test func anEmptyAccountIsTheEmptyState() async throws {
        let model = try model(FakeTransactionsSource(returning: []))
        await model.load()
        #expect(model.state == .empty(syncedAt: fixedNow))
        #expect(model.totals == [])
    }

    @Test func failedThenRetrySucceeds() async throws {
        let source = FakeTransactionsSource([
            .failure(.httpStatus(code: 503, bodyExcerpt: "")), .success(F.sample),
        ])
        let model = try model(source)
        await model.load()
        #expect(model.state == .failed(.httpStatus(code: 503, bodyExcerpt: "")))

        model.requestReload()
        #expect(model.state == .loading, "the retry shows loading at once")
        await model.load()
        #expect(model.visibleTransactions.count == F.sample.count)
        #expect(model.notice == nil)
        #expect(source.callCount == 2)
    }

    @Test func offlineWithoutAStoredListIsTheOfflineError() async throws {
        let model = try model(FakeTransactionsSource(failing: .offline))
        await model.load()
        #expect(model.state == .failed(.offline))
    }

    @Test func offlineWithAStoredListShowsItWithTheOfflineNotice() async throws {
        let database = try memoryDatabase(TransactionsMigrations.all)
        let syncedEarlier = F.date("2024-05-01T12:00:00+0000")
        _ = try await makeRepository(
            FakeTransactionsSource(returning: F.sample), database: database, now: syncedEarlier
        )
        .refresh()

        let model = try model(FakeTransactionsSource(failing: .offline), database: database)
        await model.load()
        guard case .loaded(let snapshot) = model.state else {
            Issue.record("expected the stored list, got \(model.state)")
            return
        }
        #expect(snapshot.source == .cache)
        #expect(snapshot.items == TransactionOrdering.sorted(F.sample))
        #expect(model.notice == .offline(syncedAt: syncedEarlier))
    }

    /// A server error (not only a missing network) shows the saved copy, saying so;
    /// it used to be an error screen with nothing on it.
    @Test func aServerErrorWithAStoredListShowsItWithTheSavedCopyNotice() async throws {
        let database = try memoryDatabase(TransactionsMigrations.all)
        let syncedEarlier = F.date("2024-05-01T12:00:00+0000")
        _ = try await makeRepository(
            FakeTransactionsSource(returning: F.sample), database: database, now: syncedEarlier
        )
        .refresh()
        let serverError = NetworkError.httpStatus(code: 500, bodyExcerpt: "Internal Server Error")
        let model = try model(
            FakeTransactionsSource([.failure(serverError), .failure(.timeout)]), database: database)
        await model.load()
        guard case .loaded(let snapshot) = model.state else {
            Issue.record("expected the stored list, got \(model.state)")
            return
        }
        #expect(snapshot.source == .cache)
        #expect(snapshot.items == TransactionOrdering.sorted(F.sample))
        #expect(model.notice == .savedCopy(serverError, syncedAt: syncedEarlier))

        await model.load()
        #expect(
            model.notice == .savedCopy(.timeout, syncedAt: syncedEarlier),
            "a failed reload of the saved copy still says it is the saved copy")
    }

    @Test func aFailedReloadKeepsTheListAndSaysWhy() async throws {
        let source = FakeTransactionsSource([
            .success(F.sample), .failure(.timeout), .failure(.offline), .success(F.sample),
        ])
        let model = try model(source)
        await model.load()

        model.requestReload()
        #expect(model.isRefreshing, "a reload keeps the list and shows a spinner")
        #expect(model.visibleTransactions.count == F.sample.count)
        await model.load()
        #expect(!model.isRefreshing)
        #expect(model.notice == .reloadFailed(.timeout, syncedAt: fixedNow))
        #expect(model.visibleTransactions.count == F.sample.count)

        await model.load()
        #expect(model.notice == .offline(syncedAt: fixedNow))

        await model.load()
        #expect(model.notice == nil)
    }

    @Test func aReloadRequestedWhileLoadingIsIgnored() async throws {
        let model = try model(FakeTransactionsSource(returning: F.sample))
        model.requestReload()
        model.requestReload()
        #expect(model.state == .loading)
    }

    @Test func theFilterLimitsListAndSum() async throws {
        let model = try model(FakeTransactionsSource(returning: F.mixedCurrencies))
        await model.load()
        #expect(model.filterChoices == [.all, .category(1), .category(2), .category(3), .category(4)])
        #expect(model.totals == [Money(amount: Decimal(string: "17.5")!, currency: "EUR"), .points(2552)])

        model.select(.category(2))
        #expect(model.visibleTransactions.map(\.partnerDisplayName) == ["Aral", "Aral"])
        #expect(model.totals == [.points(102)])

        model.select(.category(4))
        #expect(model.totals == [Money(amount: Decimal(string: "17.5")!, currency: "EUR")])

        model.select(.all)
        #expect(model.visibleTransactions.count == 10)
    }

    @Test func aCategoryThatDisappearsResetsTheFilter() async throws {
        let source = FakeTransactionsSource([.success(F.mixedCurrencies), .success(F.sample)])
        let model = try model(source)
        await model.load()
        model.select(.category(4))
        await model.load()
        #expect(model.filter == .all)
        model.select(.category(3))
        await model.load()
        #expect(model.filter == .category(3), "a category still present stays selected")
    }

    // Seed 0 draws (SplitMix64, one draw per request) 0.06, 0.83, 0.09, 0.43, ...: with the
    // route's own failure rate 0.2 the first request fails, the second succeeds, the third fails.
    @Test func randomFailuresFollowTheSeed() async throws {
        func run(seed: UInt64) async throws -> [String] {
            let options = try FixtureOptions(latency: .zero, seed: seed)
            let factory = HTTPClientFactory(
                environment: .mock, fixtures: options,
                routes: try MockRouteRegistry(TransactionsMocks.routes))
            let source = RemoteTransactionsSource(
                api: factory.apiClient(for: RemoteTransactionsSource.service))
            let model = try model(source)
            var outcomes: [String] = []
            for _ in 0..<4 {
                await model.load()
                switch (model.state, model.notice) {
                case (.failed(.httpStatus(let code, _)), _): outcomes.append("failed \(code)")
                case (.loaded, .reloadFailed(.httpStatus(let code, _), _)): outcomes.append("kept, \(code)")
                case (.loaded(let snapshot), nil): outcomes.append("loaded \(snapshot.items.count)")
                default: outcomes.append("unexpected \(model.state)")
                }
            }
            return outcomes
        }
        let expected = ["failed 503", "loaded 16", "kept, 503", "loaded 16"]
        #expect(try await run(seed: 0) == expected)
        #expect(try await run(seed: 0) == expected, "the same seed repeats the run")
        #expect(try await run(seed: 9) == Array(repeating: "loaded 16", count: 4))
    }
}
