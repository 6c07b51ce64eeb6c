import AppCore
import RemoteContent
import Testing

/// `ReloadRequests`: one load per request when idle; a burst during a load collapses into one.
@MainActor @Suite struct ReloadRequestsTests {
    @MainActor final class Counter {
        var loads = 0
    }

    @Test func servesTheFirstLoadThenOneLoadPerRequest() async {
        let reloads = ReloadRequests()
        let counter = Counter()
        let (loaded, signal) = AsyncStream<Int>.makeStream()
        let task = Task { @MainActor in
            await reloads.serve {
                counter.loads += 1
                signal.yield(counter.loads)
            }
        }
        var iterator = loaded.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        reloads.request()
        #expect(await iterator.next() == 2)
        reloads.request()
        #expect(await iterator.next() == 3)
        task.cancel()
        await task.value
        #expect(counter.loads == 3)
    }

    @Test func requestsMadeDuringALoadCollapseIntoOneFollowUp() async {
        let reloads = ReloadRequests()
        let counter = Counter()
        let task = Task { @MainActor in
            await reloads.serve {
                counter.loads += 1
                if counter.loads == 1 {
                    // Pressing r three times while loading.
                    reloads.request()
                    reloads.request()
                    reloads.request()
                } else {
                    // Stop serving after the follow-up: only a collapsed request is left to serve.
                    withUnsafeCurrentTask { $0?.cancel() }
                }
            }
        }
        await task.value
        #expect(counter.loads == 2)
    }
}
