import AppCore
import Logging
import Networking
import RemoteContent
import Testing

/// `OfflineCopy.load`: fetch and save, else the saved copy with why, else nothing with why.
@MainActor @Suite struct OfflineCopyTests {
    @MainActor final class Store {
        var saved: [String]?
        var failsToSave = false
        var failsToRead = false

        func save(_ value: [String]) async throws {
            struct ReadOnly: Error {}
            if failsToSave { throw ReadOnly() }
            saved = value
        }

        func read() async throws -> [String]? {
            struct Damaged: Error {}
            if failsToRead { throw Damaged() }
            return saved
        }
    }

    private let logger = Logger(label: "test")

    @Test func aFreshValueIsSavedAndReturned() async {
        let store = Store()
        let outcome = await OfflineCopy.load(
            "items", logger: logger, fetch: { () async throws(NetworkError) in ["a"] }, save: store.save,
            saved: store.read)
        #expect(outcome.snapshot == ["a"])
        #expect(outcome.failure == nil)
        #expect(store.saved == ["a"])
    }

    @Test func aFailedFetchFallsBackToTheSavedCopyAndSaysWhy() async {
        let store = Store()
        store.saved = ["old"]
        let outcome = await OfflineCopy.load(
            "items", logger: logger, fetch: { () async throws(NetworkError) -> [String] in throw .offline },
            save: store.save, saved: store.read)
        #expect(outcome.snapshot == ["old"])
        #expect(outcome.failure == .offline)
    }

    @Test func nothingSavedOrUnreadableIsNothingWithTheReason() async {
        let store = Store()
        let none = await OfflineCopy.load(
            "items", logger: logger, fetch: { () async throws(NetworkError) -> [String] in throw .timeout },
            save: store.save, saved: store.read)
        #expect(none.snapshot == nil)
        #expect(none.failure == .timeout)
        store.saved = ["old"]
        store.failsToRead = true
        let damaged = await OfflineCopy.load(
            "items", logger: logger, fetch: { () async throws(NetworkError) -> [String] in throw .offline },
            save: store.save, saved: store.read)
        #expect(damaged.snapshot == nil, "an unreadable copy counts as none")
    }

    @Test func aFailedSaveStillShowsTheFreshValue() async {
        let store = Store()
        store.failsToSave = true
        let outcome = await OfflineCopy.load(
            "items", logger: logger, fetch: { () async throws(NetworkError) in ["new"] }, save: store.save,
            saved: store.read)
        #expect(outcome.snapshot == ["new"])
        #expect(outcome.failure == nil)
    }
}
