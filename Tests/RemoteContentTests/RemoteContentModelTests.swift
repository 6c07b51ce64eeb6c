import AppCore
import Observation
import RemoteContent
import Testing

/// `RemoteContentModel`: every state transition a remote-content screen goes through.
@MainActor @Suite struct RemoteContentModelTests {
    struct Shown: Equatable, Sendable {
        var items: [String]
        var staleBecause: String?
    }

    struct Failed: Error, Equatable, Sendable {
        let reason: String
    }

    /// A scripted loader: answers in order, records what was showing at each call.
    @MainActor final class Script {
        var answers: [Result<Shown, Failed>]
        var showingAtCalls: [Shown?] = []

        init(_ answers: [Result<Shown, Failed>]) {
            self.answers = answers
        }

        func model() -> RemoteContentModel<Shown, Failed> {
            RemoteContentModel(
                load: { showing in
                    self.showingAtCalls.append(showing)
                    return self.answers.removeFirst()
                },
                isEmpty: { $0.items.isEmpty },
                keep: { content, failure in content.staleBecause = failure.reason })
        }
    }

    @Test func aSuccessfulFirstLoadShowsTheContent() async {
        let model = Script([.success(Shown(items: ["a"]))]).model()
        #expect(model.isBusy, "busy until the first load finishes")
        await model.load()
        guard case .loaded(let shown) = model.state else {
            Issue.record("expected loaded, got \(model.state)")
            return
        }
        #expect(shown.items == ["a"])
        #expect(!model.isBusy)
    }

    @Test func anEmptyLoadIsTheEmptyState() async {
        let model = Script([.success(Shown(items: []))]).model()
        await model.load()
        guard case .empty = model.state else {
            Issue.record("expected empty, got \(model.state)")
            return
        }
        #expect(model.content == Shown(items: []))
    }

    @Test func aFailedFirstLoadFailsAndARetryRecovers() async {
        let script = Script([.failure(Failed(reason: "down")), .success(Shown(items: ["b"]))])
        let model = script.model()
        await model.load()
        #expect(model.failure == Failed(reason: "down"))
        #expect(model.content == nil)
        model.requestReload()
        guard case .loading = model.state else {
            Issue.record("a retry shows loading at once")
            return
        }
        await model.load()
        #expect(model.content == Shown(items: ["b"]))
        #expect(script.showingAtCalls == [nil, nil], "a retry has nothing showing to keep")
    }

    @Test func aFailedRefreshKeepsTheContentAndRecordsWhy() async {
        let script = Script([.success(Shown(items: ["a"])), .failure(Failed(reason: "offline"))])
        let model = script.model()
        await model.load()
        model.requestReload()
        #expect(model.isRefreshing)
        #expect(model.content == Shown(items: ["a"]), "content stays visible while refreshing")
        await model.load()
        #expect(!model.isRefreshing)
        #expect(model.content == Shown(items: ["a"], staleBecause: "offline"))
        #expect(script.showingAtCalls == [nil, Shown(items: ["a"])], "the loader sees what is showing")
    }

    @Test func requestsWhileBusyAreIgnored() async {
        let model = Script([.success(Shown(items: ["a"]))]).model()
        model.requestReload()
        guard case .loading = model.state else {
            Issue.record("still loading")
            return
        }
        #expect(!model.isRefreshing, "a request during the first load is ignored")
    }

    @Test func reloadRefreshesNowWithoutARunLoop() async {
        let script = Script([.success(Shown(items: ["a"])), .success(Shown(items: ["a", "b"]))])
        let model = script.model()
        await model.load()
        await model.reload()
        #expect(model.content == Shown(items: ["a", "b"]))
        #expect(!model.isRefreshing)
        #expect(model.beginReload())
        #expect(!model.beginReload(), "a second start while refreshing changes nothing")
    }

    // MARK: Run again (a screen rebuilt in another language shows the same model)

    /// A model counting its loads and telling each one (and the end of a run) on `events`.
    private func countingModel(_ events: AsyncStream<String>.Continuation)
        -> RemoteContentModel<Shown, Failed>
    {
        var calls = 0
        return RemoteContentModel(
            load: { _ in
                calls += 1
                events.yield("load \(calls)")
                // A cancelled request fails, as the network's do (NetworkError.cancelled).
                return Task.isCancelled
                    ? .failure(Failed(reason: "cancelled")) : .success(Shown(items: ["\(calls)"]))
            },
            isEmpty: { $0.items.isEmpty },
            keep: { content, failure in content.staleBecause = failure.reason })
    }

    /// Waits (on the model's observation events, never on time) until `condition` holds.
    private func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
        while !condition() {
            await withCheckedContinuation { continuation in
                withObservationTracking {
                    _ = condition()
                } onChange: {
                    continuation.resume()
                }
            }
        }
    }

    @Test func aModelRunAgainServesReloadsAndKeepsWhatItShows() async {
        let (events, sink) = AsyncStream<String>.makeStream()
        var iterator = events.makeAsyncIterator()
        let model = countingModel(sink)
        let first = Task { await model.run() }
        #expect(await iterator.next() == "load 1")
        await waitUntil { !model.isBusy }
        first.cancel()
        await first.value
        #expect(model.content == Shown(items: ["1"]))

        // A reload asked for between the runs is done by the next run; then it serves requests
        // (the first run's request stream ended with its task).
        model.requestReload()
        let second = Task {
            await model.run()
            sink.yield("run ended")
        }
        #expect(await iterator.next() == "load 2")
        await waitUntil { !model.isBusy }
        model.requestReload()
        #expect(await iterator.next() == "load 3", "the second run serves the request")
        await waitUntil { !model.isBusy }
        #expect(model.content == Shown(items: ["3"]))
        second.cancel()
        await second.value
        #expect(await iterator.next() == "run ended")
    }

    @Test func aLoadCutShortByItsRunsEndRecordsNothingAndTheNextRunLoads() async {
        let (events, sink) = AsyncStream<String>.makeStream()
        var iterator = events.makeAsyncIterator()
        let model = countingModel(sink)
        let cancelled = Task { await model.run() }
        cancelled.cancel()
        await cancelled.value
        #expect(await iterator.next() == "load 1")
        guard case .loading = model.state else {
            Issue.record("the cancellation is not the server's failure: \(model.state)")
            return
        }
        let next = Task { await model.run() }
        #expect(await iterator.next() == "load 2")
        await waitUntil { !model.isBusy }
        #expect(model.content == Shown(items: ["2"]))
        next.cancel()
        await next.value
    }
}
