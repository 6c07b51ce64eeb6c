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

/// Loading, storing and reading back the last list (DataStorage), also across restarts.
@Suite struct RepositoryTests {
    private typealias F = TransactionFixtures

    @Test func refreshSortsStoresAndStamps() async throws {
        let database = try memoryDatabase(TransactionsMigrations.all)
        let repository = try makeRepository(
            FakeTransactionsSource(returning: F.mixedCurrencies), database: database)
        let snapshot = try await repository.refresh()
        #expect(snapshot.source == .server)
        #expect(snapshot.syncedAt == fixedNow)
        #expect(snapshot.items == TransactionOrdering.sorted(F.mixedCurrencies))

        let stored = try #require(await repository.stored())
        #expect(stored.source == .cache)
        #expect(stored.syncedAt == fixedNow)
        // Every field survives the round trip: nil descriptions, leading zeros, exact decimals.
        #expect(stored.items == snapshot.items)
    }

    @Test func nothingStoredYieldsNil() async throws {
        let repository = try makeRepository(FakeTransactionsSource(failing: .offline))
        #expect(await repository.stored() == nil)
    }

    @Test func aFailedLoadKeepsTheStoredList() async throws {
        let source = FakeTransactionsSource([
            .success(F.sample), .failure(.httpStatus(code: 503, bodyExcerpt: "")),
        ])
        let repository = try makeRepository(source)
        _ = try await repository.refresh()
        await #expect(throws: NetworkError.httpStatus(code: 503, bodyExcerpt: "")) {
            try await repository.refresh()
        }
        #expect(await repository.stored()?.items.count == F.sample.count)
    }

    @Test func anEmptyLoadReplacesTheStoredList() async throws {
        let repository = try makeRepository(FakeTransactionsSource([.success(F.sample), .success([])]))
        _ = try await repository.refresh()
        _ = try await repository.refresh()
        let stored = try #require(await repository.stored())
        #expect(stored.items.isEmpty)
    }

    @Test func bookingDatesAreStoredExactlyAndOlderTextDatesStillRead() async throws {
        let database = try memoryDatabase(TransactionsMigrations.all)
        let store = TransactionsStore(database: database)
        let precise = Date(timeIntervalSince1970: 1_658_660_340.123_456)
        let transaction = try #require(F.sample.first)
        var stored = transaction
        stored.bookingDate = precise
        try await store.replace(with: [stored], syncedAt: fixedNow)
        #expect(
            try await store.load()?.transactions.first?.bookingDate == precise, "seconds, not milliseconds")
        // A copy written before dates were stored as numbers: GRDB's "yyyy-MM-dd HH:mm:ss.SSS" text.
        try await database.write { db in
            try db.execute(
                sql: "UPDATE \(TransactionsMigrations.tables.items) SET bookingDate = ?",
                arguments: [Date(timeIntervalSince1970: 1_658_660_340.5)])
        }
        #expect(
            try await store.load()?.transactions.first?.bookingDate
                == Date(timeIntervalSince1970: 1_658_660_340.5))
    }

    @Test func aDeferredCopyIsStoredOnlyWhenKeptAndAStoredListIsNotStoredAgain() async throws {
        let database = try memoryDatabase(TransactionsMigrations.all)
        let repository = try makeRepository(
            FakeTransactionsSource([.success(F.sample), .failure(.offline)]), database: database)
        let (fresh, failure, _) = try await repository.freshestAvailable(deferringOfflineCopy: true)
        #expect(failure == nil && fresh.source == .server)
        #expect(await repository.stored() == nil, "nothing is stored until the caller keeps it")
        await repository.keepOfflineCopy(of: fresh)
        let kept = try #require(await repository.stored())
        #expect(kept.items == fresh.items)
        let (offline, why, _) = try await repository.freshestAvailable(deferringOfflineCopy: true)
        #expect(why == .offline && offline.source == .cache)
        await repository.keepOfflineCopy(of: offline)
        #expect(await repository.stored()?.syncedAt == fresh.syncedAt, "the stored list keeps its sync time")
    }

    /// The fetched body is stored as it came, in one row, and read back as the
    /// same list; a list without a body (or a body over the limit) is stored one row per transaction.
    @Test func theFetchedBodyIsStoredInOneRowAndReadBackAsTheSameList() async throws {
        let route = try #require(TransactionsMocks.routes.first)
        let body = try route.body()
        let database = try memoryDatabase(TransactionsMigrations.all)
        let factory = HTTPClientFactory(
            environment: .mock, fixtures: .instant, routes: try MockRouteRegistry(TransactionsMocks.routes))
        let source = RemoteTransactionsSource(
            api: factory.apiClient(for: RemoteTransactionsSource.service), logger: quietLogger)
        let repository = try makeRepository(source, database: database)
        let fresh = try await repository.refresh()
        func stored() async throws -> (bodies: Int, rows: Int, body: Data?) {
            try await offlineCopyContents(
                of: database, bodyTable: "transactions_offline_copy", itemsTable: "transactions_item")
        }
        let afterFetch = try await stored()
        #expect(afterFetch.bodies == 1 && afterFetch.rows == 0 && afterFetch.body == body)
        let kept = try #require(await repository.stored())
        #expect(kept.items == fresh.items && kept.syncedAt == fresh.syncedAt)
        #expect(kept.source == .cache)

        let store = TransactionsStore(database: database)
        try await store.replace(with: F.sample, syncedAt: fixedNow)
        let afterRows = try await stored()
        #expect(afterRows.bodies == 0 && afterRows.rows == F.sample.count, "rows replace the body")

        let small = TransactionsStore(database: database, largestPayload: 10)
        try await small.replace(with: fresh.items, syncedAt: fixedNow, payload: body)
        let afterLarge = try await stored()
        #expect(afterLarge.bodies == 0 && afterLarge.rows == fresh.items.count)
        #expect(try await store.load()?.transactions == fresh.items)
    }

    @Test func theStoredListSurvivesARestart() async throws {
        let path = temporaryPath("restart.sqlite")
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let location = StorageLocation.file(URL(fileURLWithPath: path))
        do {
            let database = try AppDatabase(
                location: location, appName: "restart", migrations: [TransactionsMigrations.all],
                logger: quietLogger)
            _ = try await makeRepository(FakeTransactionsSource(returning: F.sample), database: database)
                .refresh()
            try database.close()
        }
        let reopened = try AppDatabase(
            location: location, appName: "restart", migrations: [TransactionsMigrations.all],
            logger: quietLogger)
        let repository = try makeRepository(FakeTransactionsSource(failing: .offline), database: reopened)
        let (snapshot, failure, _) = try await repository.freshestAvailable()
        #expect(snapshot.source == .cache)
        #expect(failure == .offline)
        #expect(snapshot.items == TransactionOrdering.sorted(F.sample))
    }

    /// Like every other feature's offline copy, the stored list stands in for any
    /// failure to load (it used to stand in only when the server could not be reached), saying why.
    @Test(arguments: [
        NetworkError.httpStatus(code: 500, bodyExcerpt: "Internal Server Error"),
        .decoding(keyPath: "items", reason: "not an array"), .timeout,
        .unreachable(server: "http://127.0.0.1:8080"), .offline,
    ])
    func freshestAvailableFallsBackOnAnyFailure(failure: NetworkError) async throws {
        let nothingStored = try makeRepository(FakeTransactionsSource(failing: failure))
        await #expect(throws: failure) { try await nothingStored.freshestAvailable() }

        let database = try memoryDatabase(TransactionsMigrations.all)
        _ = try await makeRepository(FakeTransactionsSource(returning: F.sample), database: database)
            .refresh()
        let failing = try makeRepository(FakeTransactionsSource(failing: failure), database: database)
        let fallback = try await failing.freshestAvailable()
        #expect(fallback.snapshot.source == .cache)
        #expect(fallback.snapshot.items == TransactionOrdering.sorted(F.sample))
        #expect(fallback.failure == failure)
    }

    @Test func theSummaryProviderSumsTheFreshestList() async throws {
        let database = try memoryDatabase(TransactionsMigrations.all)
        let live = LiveTransactionsSummaryService(
            repository: try makeRepository(
                FakeTransactionsSource(returning: F.mixedCurrencies), database: database))
        let expected = TransactionsSummary(
            totals: [Money(amount: Decimal(string: "17.5")!, currency: "EUR"), .points(2552)], count: 10)
        #expect(try await live.summary() == expected)

        let offline = LiveTransactionsSummaryService(
            repository: try makeRepository(FakeTransactionsSource(failing: .offline), database: database))
        #expect(try await offline.summary() == expected, "offline: the stored list's summary")
    }
}
