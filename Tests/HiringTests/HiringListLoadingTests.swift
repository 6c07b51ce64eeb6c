import DataStorage
import DataStorageTestSupport
import Foundation
import HiringInterface
import MosaicTestSupport
import Networking
import Testing
@testable import Hiring

/// Decoding the bare array and the offline copy: a malformed element costs only itself, a null
/// name is an item (dropped later by the feature's rule), the saved list survives a restart.
@Suite struct HiringListLoadingTests {
    private let body = """
        [{"id": 1, "listId": 2, "name": "Item 1"},
         {"id": 2, "listId": 2, "name": null},
         {"id": 3, "listId": 1},
         {"id": "4", "listId": 1, "name": "Item 4"},
         {"id": 5, "listId": 1, "name": 5},
         "nonsense",
         {"id": 6, "listId": 1, "name": "Item 6", "extra": true}]
        """

    @Test func malformedElementsAreSkippedAndCountedWhileNullNamesStay() throws {
        let dto = try APIClient.decode(HiringResponseDTO.self, from: Data(body.utf8))
        #expect(dto.items.map(\.id) == [1, 2, 3, 6])
        #expect(dto.items.map(\.name) == ["Item 1", nil, nil, "Item 6"])
        #expect(dto.skipped.map(\.index) == [3, 4, 5])
    }

    /// A body over a megabyte is read in two halves; the items and the skipped elements
    /// (with their positions) are what `JSONDecoder` reads.
    @Test func aLargeBodyReadInHalvesIsWhatJSONDecoderReads() throws {
        let elements = (0..<30_000).map { index -> String in
            index % 997 == 0
                ? #"{"id": "\#(index)", "listId": 1}"#
                : #"{"id": \#(index), "listId": \#(index % 4), "name": "Item \#(index)"}"#
        }
        let large = Data(("[" + elements.joined(separator: ",\n") + "]").utf8)
        #expect(large.count > 1 << 20)
        let fast = try APIClient.decode(HiringResponseDTO.self, from: large)
        let slow = try JSONDecoder().decode(HiringResponseDTO.self, from: large)
        #expect(fast.items == slow.items)
        #expect(fast.skipped == slow.skipped)
        #expect(fast.skipped.map(\.index) == Array(stride(from: 0, to: 30_000, by: 997)))
    }

    @Test func aBodyThatIsNotAnArrayIsUnreadableData() async throws {
        let (list, _) = try makeList(routes: [hiringRoute(#"{"items": []}"#)])
        let load = await list.load()
        #expect(load.snapshot == nil)
        #expect(load.failure?.exitStatus == 65)
    }

    @Test func theSavedListIsServedOfflineAfterARestartWithItsSyncTimeAndSkippedCount() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "hiring-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "hiring.sqlite")
        func database() throws -> AppDatabase {
            try AppDatabase(
                location: .file(file), appName: "hiring-tests", migrations: [HiringMigrations.all])
        }
        let fresh = try makeList(routes: [hiringRoute(body)], database: try database()).list
        let first = await fresh.load()
        #expect(first.failure == nil)
        #expect(first.snapshot?.source == .server)

        let later = referenceDate + 3600
        let offline = try makeList(
            routes: [hiringRoute(body)], offline: true, database: try database(), at: later)
        let second = await offline.list.load()
        #expect(second.failure?.isOffline == true)
        let saved = try #require(second.snapshot)
        #expect(saved.source == .cache)
        #expect(saved.syncedAt == referenceDate)
        #expect(saved.skipped == 3)
        #expect(saved.items == first.snapshot?.items)
    }

    /// The fetched body is saved as it came, in one row, and read back as the
    /// same list; a list without a body (or a body over the limit) is saved one row per item.
    @Test func theFetchedBodyIsSavedInOneRowAndReadBackAsTheSameList() async throws {
        let (list, database) = try makeList(routes: [hiringRoute(body)])
        let fresh = try #require(await list.load().snapshot)
        func stored() async throws -> (bodies: Int, rows: Int, body: Data?) {
            try await offlineCopyContents(
                of: database, bodyTable: "hiring_offline_copy", itemsTable: "hiring_item")
        }
        let afterFetch = try await stored()
        #expect(afterFetch.bodies == 1 && afterFetch.rows == 0 && afterFetch.body == Data(body.utf8))
        let cache = HiringCache(database: database)
        let saved = try #require(try await cache.load())
        #expect(saved.items == fresh.items && saved.skipped == 3)
        #expect(saved.syncedAt == referenceDate && saved.source == .cache)

        let other = HiringSnapshot(
            items: [HiringItem(id: 9, listId: 1, name: "Nine")], skipped: 0, syncedAt: referenceDate + 60,
            source: .server)
        try await cache.save(other)
        let afterRows = try await stored()
        #expect(afterRows.bodies == 0 && afterRows.rows == 1, "rows replace the body")
        #expect(try await cache.load()?.items == other.items)

        let small = HiringCache(database: database, largestPayload: 10)
        try await small.save(fresh, payload: Data(body.utf8))
        let afterLarge = try await stored()
        #expect(afterLarge.bodies == 0 && afterLarge.rows == fresh.items.count, "too large: one row per item")
        #expect(try await cache.load()?.items == fresh.items)
    }

    /// `hiring list` stores the offline copy after its output, not before.
    @Test func aDeferredLoadSavesTheListOnlyWhenAskedAndACopyIsNeverSavedBack() async throws {
        let (list, database) = try makeList(routes: [hiringRoute(body)])
        func stored() async throws -> (bodies: Int, rows: Int, body: Data?) {
            try await offlineCopyContents(
                of: database, bodyTable: "hiring_offline_copy", itemsTable: "hiring_item")
        }
        let deferred = await list.loadDeferringOfflineCopy()
        #expect(deferred.load.snapshot?.source == .server)
        #expect(try await stored().bodies == 0, "nothing saved while the caller writes its output")
        await deferred.keepOfflineCopy()
        let afterKeep = try await stored()
        #expect(afterKeep.bodies == 1 && afterKeep.body == Data(body.utf8))

        // Offline, the saved list is served and nothing is written back (its sync time stays).
        let offline = try makeList(
            routes: [hiringRoute(body)], offline: true, database: database, at: referenceDate + 60)
        let fromCopy = await offline.list.loadDeferringOfflineCopy()
        #expect(fromCopy.load.snapshot?.source == .cache)
        await fromCopy.keepOfflineCopy()
        #expect(try await HiringCache(database: database).load()?.syncedAt == referenceDate)
    }

    @Test func withNothingSavedAFailureIsTheOutcome() async throws {
        let (list, _) = try makeList(routes: [hiringRoute("oops", status: 500)])
        let load = await list.load()
        #expect(load.snapshot == nil)
        #expect(load.failure != nil)
    }
}
