import AppCore
import Synchronization

/// Collects what a ``TextOutput`` writes, for tests of printed text.
public final class CapturedOutput: Sendable {
    private let buffer = Mutex("")

    public init() {}

    /// A text output appending to this capture.
    public var output: TextOutput { TextOutput { [self] text in buffer.withLock { $0 += text } } }

    /// Everything written so far.
    public var text: String { buffer.withLock { $0 } }
}
