import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Connects Swift task cancellation to a `URLSessionDataTask` that may not have started yet.
final class DataTaskCanceller: Sendable {
    private struct State {
        var task: URLSessionDataTask?
        var isCancelled = false
    }

    private let state = Mutex(State())

    /// Records the task to cancel; returns `false` when cancellation already happened.
    func register(_ task: URLSessionDataTask) -> Bool {
        state.withLock { state in
            guard !state.isCancelled else { return false }
            state.task = task
            return true
        }
    }

    /// Cancels the registered task, or makes the next ``register(_:)`` refuse to start.
    func cancel() {
        let task = state.withLock { state in
            state.isCancelled = true
            return state.task
        }
        task?.cancel()
    }
}
