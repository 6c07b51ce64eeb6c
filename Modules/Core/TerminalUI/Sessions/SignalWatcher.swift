import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Delivers signals to a handler on a dispatch queue instead of their default action, and puts
/// the previous dispositions back when cancelled.
final class SignalWatcher: @unchecked Sendable {
    // @unchecked: the sources are only created in init and cancelled in cancel(); dispatch
    // sources are themselves thread-safe.
    private let sources: [any DispatchSourceSignal]
    private let previous: [(signal: Int32, handler: sighandler_t?)]

    /// Watches `signals`, calling `handler` with the signal number on `queue`.
    init(signals: [Int32], queue: DispatchQueue, handler: @escaping @Sendable (Int32) -> Void) {
        var sources: [any DispatchSourceSignal] = []
        var previous: [(signal: Int32, handler: sighandler_t?)] = []
        for signalNumber in signals {
            // The default action must be off, or SIGTERM would kill us before the source runs.
            previous.append((signalNumber, signal(signalNumber, SIG_IGN)))
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { handler(signalNumber) }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
        self.previous = previous
    }

    /// Stops watching and restores the previous dispositions.
    func cancel() {
        for source in sources { source.cancel() }
        for entry in previous { signal(entry.signal, entry.handler) }
    }
}
