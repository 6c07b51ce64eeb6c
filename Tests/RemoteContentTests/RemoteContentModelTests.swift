import AppCore
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
}
