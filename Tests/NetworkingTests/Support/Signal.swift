import Synchronization

/// A one-shot event a test can await, fired from any thread (e.g. a URLProtocol callback).
final class Signal: Sendable {
    private struct State {
        var isFired = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Fires the signal, resuming current and future waiters.
    func fire() {
        let waiters = state.withLock { state in
            state.isFired = true
            defer { state.waiters = [] }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    /// Returns once ``fire()`` has been called.
    func wait() async {
        await withCheckedContinuation { continuation in
            let alreadyFired = state.withLock { state in
                if !state.isFired { state.waiters.append(continuation) }
                return state.isFired
            }
            if alreadyFired { continuation.resume() }
        }
    }
}
