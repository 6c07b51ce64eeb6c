import Synchronization

/// Large values a command is done with, kept until the process exits instead of released one by
/// one: at exit the system takes the memory back whole, where releasing 100,000 parcels string by
/// string costs milliseconds after the output is already complete (compilers skip
/// freeing at exit for the same reason).
///
/// Only a process that is about to exit keeps anything: ``MosaicMain`` turns ``process`` on before
/// it runs the command and exits right after. Tests and hosts that run commands in-process never
/// turn it on, so there every value is released as usual and nothing accumulates.
public final class ReleasedAtExit: Sendable {
    /// This process's values.
    public static let process = ReleasedAtExit()

    private let state = Mutex<(keeping: Bool, values: [any Sendable])>((false, []))

    /// A pool that keeps nothing until ``keepUntilExit()``.
    public init() {}

    /// From now on ``keep(_:)`` holds its values until the process exits.
    public func keepUntilExit() {
        state.withLock { $0.keeping = true }
    }

    /// How many values are held.
    public var count: Int {
        state.withLock { $0.values.count }
    }

    /// Holds `value` until the process exits once ``keepUntilExit()`` was called; else does
    /// nothing (the caller's last reference releases it as usual).
    public func keep(_ value: some Sendable) {
        state.withLock { state in
            if state.keeping { state.values.append(value) }
        }
    }
}
