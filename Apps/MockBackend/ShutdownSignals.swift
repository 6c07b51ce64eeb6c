import ServiceLifecycle
import UnixSignals

/// SIGTERM and SIGINT as mock-backend's way to stop: trapped from the start (before the port is
/// announced, so a signal sent once a script read that line is never the default action), each
/// shuts the server down gracefully, and the caller then exits with 128 + the signal's number
/// (143, 130), as the README's exit-code table promises for every executable.
struct ShutdownSignals {
    private let signals: UnixSignalsSequence

    /// Traps SIGTERM and SIGINT from now on.
    init() async {
        signals = await UnixSignalsSequence(trapping: .sigterm, .sigint)
    }

    /// Runs `group` until it ends, shutting it down gracefully on the first signal trapped.
    /// - Returns: that signal's number, or nil when the group ended without one.
    func run(_ group: ServiceGroup) async throws -> Int32? {
        let signals = self.signals
        let watcher = Task { () -> Int32? in
            for await signal in signals {
                await group.triggerGracefulShutdown()
                return signal.rawValue
            }
            return nil
        }
        do {
            try await group.run()
        } catch {
            watcher.cancel()
            throw error
        }
        // A signal's watcher has returned by now (it asked for the shutdown that ended the
        // group); without one, cancelling ends its wait with nil.
        watcher.cancel()
        return await watcher.value
    }
}
