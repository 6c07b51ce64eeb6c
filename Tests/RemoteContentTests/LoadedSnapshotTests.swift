import AppCore
import AppCoreTestSupport
import Foundation
import MosaicTestSupport
import Networking
import Output
import RemoteContent
import Testing

/// The model every remote list shares: loads are stamped and numbered, a failed refresh keeps
/// the content with its failure, and nothing to show is the failure's.
@MainActor @Suite struct LoadedSnapshotTests {
    typealias Snapshot = ListSnapshot<String>

    /// Answers each load with the next of `loads` (the last one repeats).
    final class Loads: @unchecked Sendable {
        private let lock = NSLock()
        private var loads: [RemoteLoad<Snapshot>]
        private let last: RemoteLoad<Snapshot>

        init(_ first: RemoteLoad<Snapshot>, _ then: RemoteLoad<Snapshot>...) {
            self.loads = [first] + then
            self.last = then.last ?? first
        }

        func next() -> RemoteLoad<Snapshot> {
            lock.withLock { loads.isEmpty ? last : loads.removeFirst() }
        }
    }

    private func model(_ loads: Loads) -> RemoteContentModel<LoadedSnapshot<Snapshot>, NetworkError> {
        RemoteContentModel(loading: { loads.next() }, clock: frozen(), isEmpty: \.items.isEmpty)
    }

    private let fresh = Snapshot(
        items: ["a", "b"], skipped: 1, syncedAt: referenceDate - 60, source: .server)

    @Test func eachLoadIsStampedAndNumbered() async throws {
        let model = model(Loads(RemoteLoad(snapshot: fresh)))
        await model.load()
        let first = try #require(model.content)
        #expect(first.snapshot == fresh)
        #expect(first.now == referenceDate)
        #expect(first.lastSync == referenceDate - 60)
        await model.reload()
        let second = try #require(model.content)
        #expect(second.generation == first.generation + 1, "a new load is new data")
    }

    @Test func aFailedRefreshKeepsTheContentAndSaysWhy() async throws {
        let model = model(Loads(RemoteLoad(snapshot: fresh), RemoteLoad(snapshot: nil, failure: .offline)))
        await model.load()
        await model.reload()
        let content = try #require(model.content)
        #expect(content.snapshot == fresh)
        #expect(content.failure == .offline)
    }

    @Test func nothingToShowIsTheFailure() async {
        let model = model(
            Loads(RemoteLoad(snapshot: nil, failure: .httpStatus(code: 503, bodyExcerpt: ""))))
        await model.load()
        #expect(model.failure == .httpStatus(code: 503, bodyExcerpt: ""))
    }

    @Test func anEmptyListIsEmptyNotLoaded() async {
        let empty = Snapshot(items: [], syncedAt: referenceDate, source: .cache)
        let model = model(Loads(RemoteLoad(snapshot: empty)))
        await model.load()
        guard case .empty = model.state else {
            Issue.record("expected the empty state, got \(model.state)")
            return
        }
    }

    @Test func aSnapshotsSourceIsTheListingsSource() {
        // `--format json` of every remote list says "server" or "cache" from where it came.
        #expect(ListingSource(ContentSource.server) == .server)
        #expect(ListingSource(ContentSource.cache) == .cache)
    }
}
