import DataStorage
import Foundation
import GRDB
import Logging
import MosaicTestSupport
import PacksInterface
import PacksTesting
import Testing

@testable import Packs

/// The feature's tables: the stored list survives exactly, and the archive survives a restart
/// (a file database closed and opened again).
@Suite struct PacksStorageTests {
    private func open(_ location: StorageLocation) throws -> AppDatabase {
        try AppDatabase(location: location, appName: "packs-tests", migrations: [PacksMigrations.all])
    }

    @Test func migrationCreatesThePrefixedTables() throws {
        let database = try open(.memory)
        let tables = try database.read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'packs_%'")
        }
        #expect(
            Set(tables) == [
                "packs_cached_pack", "packs_sync", "packs_archived", "packs_offline_copy",
                "packs_offline_copy_chunk",
            ])
    }

    @Test func cacheRoundTripsEveryFieldAndUnknownValues() async throws {
        let cache = PacksDatabaseCache(database: try open(.memory))
        #expect(try await cache.cachedSnapshot() == nil, "nothing stored yet")
        let packs =
            PackFixtures.sample + [
                PackFixtures.pack(
                    "16730345345597442248333", status: .unsupported("BROKEN_STATUS"),
                    sender: "Bad server response",
                    shipmentType: .unsupported("DRONE"),
                    expiryDate: Date(timeIntervalSince1970: 1_669_697_767.123),
                    pickUpDate: PackFixtures.now, storedDate: PackFixtures.date(2020, 1, 1))
            ]
        let snapshot = PackFixtures.storedCopy(packs, syncedAt: PackFixtures.now.addingTimeInterval(0.5))
        try await cache.store(snapshot)
        #expect(try await cache.cachedSnapshot() == snapshot, "same parcels, same order, exact dates")
    }

    /// A fetched body is stored as it came, in one row, and read back as the
    /// same parcels; a store of either kind replaces the other.
    @Test func aBodyIsStoredAsOneValueAndReadBackAsTheSameParcels() async throws {
        let database = try open(.memory)
        let cache = PacksDatabaseCache(database: database)
        let body = Data(
            """
            [{"id": "2", "status": "DELIVERED", "sender": "Żółw", "shipmentType": "PARCEL_LOCKER",
              "pickUpDate": "2025-03-01T10:00:00Z"},
             {"id": "", "sender": "no id: skipped"},
             {"id": "1", "status": "TELEPORTED", "sender": "A", "shipmentType": "DRONE"}]
            """.utf8)
        let (packs, skipped) = try RemotePacksSource.list(from: body, logger: Logger(label: "test"))
        #expect(packs.count == 2 && skipped == 1)
        let snapshot = PackFixtures.storedCopy(packs, syncedAt: PackFixtures.now.addingTimeInterval(0.25))
        try await cache.store(snapshot, payload: body)
        #expect(try await cache.cachedSnapshot() == snapshot)
        let (copies, rows, stored) = try await database.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM packs_offline_copy") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM packs_cached_pack") ?? -1,
                try PacksMigrations.offlineCopy.fetch(in: db)?.payload
            )
        }
        #expect(copies == 1 && rows == 0 && stored == body, "one row holding the body as it came")

        // A list without a body replaces it with rows, and a body replaces rows again.
        let other = PackFixtures.storedCopy(PackFixtures.sample)
        try await cache.store(other)
        #expect(try await cache.cachedSnapshot() == other)
        try await cache.store(snapshot, payload: body)
        #expect(try await cache.cachedSnapshot() == snapshot)
        let leftover = try await database.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM packs_cached_pack") ?? -1
        }
        #expect(leftover == 0)
    }

    @Test func aBodyTooLargeForOneValueIsKeptOneRowPerParcel() async throws {
        let database = try open(.memory)
        let cache = PacksDatabaseCache(database: database, largestPayload: 10)
        let snapshot = PackFixtures.storedCopy(PackFixtures.sample)
        try await cache.store(snapshot, payload: Data(repeating: UInt8(ascii: " "), count: 11))
        #expect(try await cache.cachedSnapshot() == snapshot)
        let (copies, rows) = try await database.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT count(*) FROM packs_offline_copy") ?? -1,
                try Int.fetchOne(db, sql: "SELECT count(*) FROM packs_cached_pack") ?? -1
            )
        }
        #expect(copies == 0 && rows == PackFixtures.sample.count)
    }

    @Test func storingReplacesThePreviousList() async throws {
        let cache = PacksDatabaseCache(database: try open(.memory))
        try await cache.store(PackFixtures.fetched(PackFixtures.sample))
        let later = PackFixtures.storedCopy(
            [PackFixtures.pack("1")], syncedAt: PackFixtures.now.addingTimeInterval(60))
        try await cache.store(later)
        #expect(try await cache.cachedSnapshot() == later)
        let empty = PackFixtures.storedCopy([], syncedAt: PackFixtures.now.addingTimeInterval(120))
        try await cache.store(empty)
        #expect(try await cache.cachedSnapshot() == empty, "an empty list is a valid stored list")
    }

    /// A command stores the offline copy after its output, not before.
    @Test func aDeferredLoadStoresTheCopyOnlyWhenAskedAndACachedLoadNeverStores() async throws {
        let cache = InMemoryPacksCache()
        let repository = PacksRepository(
            fetcher: FakePacksSource(returning: PackFixtures.sample), cache: cache, now: { PackFixtures.now })
        let load = try await repository.load(deferringOfflineCopy: true)
        #expect(load.snapshot.source == .server && load.failure == nil)
        #expect(cache.stored == nil, "nothing stored while the caller still writes its output")
        await repository.keepOfflineCopy(of: load)
        #expect(cache.stored?.items == PackFixtures.sample)
        #expect(cache.stored?.syncedAt == PackFixtures.now)
        let immediate = try await repository.load()
        #expect(cache.stored?.items == PackFixtures.sample, "an immediate load stores as before")
        #expect(immediate.payload == nil, "a stored load no longer holds its body")

        // A list that came from the copy is never written back.
        let fromCopy = PacksRepository.Load(
            snapshot: PackFixtures.storedCopy([]), failure: .offline)
        await repository.keepOfflineCopy(of: fromCopy)
        #expect(cache.stored?.items == PackFixtures.sample)

        // Offline, the load is the stored copy, saying so and why.
        let offline = try await PacksRepository(
            fetcher: FakePacksSource(failing: .offline), cache: cache, now: { PackFixtures.now }
        ).load()
        #expect(offline.snapshot == PackFixtures.storedCopy(PackFixtures.sample))
        #expect(offline.failure == .offline)
    }

    @Test func archiveAndCacheSurviveARestart() async throws {
        let path = temporaryPath("restart.sqlite")
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let location = StorageLocation.file(URL(fileURLWithPath: path))
        do {
            let database = try open(location)
            let archive = PacksArchiveStore(database: database, now: { PackFixtures.now })
            try archive.setArchived(true, id: "16730345345597442248333")
            try archive.setArchived(true, id: "26730345345597442248333")
            try archive.setArchived(false, id: "26730345345597442248333")
            try archive.setArchived(true, id: "16730345345597442248333")  // repeating is harmless
            try await PacksDatabaseCache(database: database).store(
                PackFixtures.fetched(PackFixtures.sample))
            try database.close()
        }
        let reopened = try open(location)
        #expect(reopened.migrationsAppliedAtOpen.isEmpty, "already migrated")
        #expect(try PacksArchiveStore(database: reopened).archivedIDs() == ["16730345345597442248333"])
        let cached = try await PacksDatabaseCache(database: reopened).cachedSnapshot()
        #expect(cached == PackFixtures.storedCopy(PackFixtures.sample))
    }

    @MainActor @Test func viewModelArchiveSurvivesARestart() async throws {
        let path = temporaryPath("vm.sqlite")
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let location = StorageLocation.file(URL(fileURLWithPath: path))
        let id = PackFixtures.sample[1].id
        do {
            let database = try open(location)
            let model = PacksTestSupport.viewModel(
                fetcher: FakePacksSource(returning: PackFixtures.sample),
                archive: PacksArchiveStore(database: database))
            await model.load()
            #expect(model.setArchived(true, id: id))
            try database.close()
        }
        let database = try open(location)
        let model = PacksTestSupport.viewModel(
            fetcher: FakePacksSource(returning: PackFixtures.sample),
            archive: PacksArchiveStore(database: database))
        await model.load()
        #expect(model.isArchived(id))
        #expect(
            !model.visibleSections.flatMap(\.packs).contains { $0.id == id }, "still hidden after the restart"
        )
    }
}
