/// A value handed to work on other threads (`DispatchQueue.concurrentPerform`) that Swift cannot
/// check is safe to share: a buffer each thread reads, or writes only its own part of; a writer
/// or a result slot each thread uses alone while the caller waits.
///
/// The one wrapper Mosaic opts out of the compiler's check with, so every such place is found by
/// its name; each use says beside it why the sharing is safe.
public struct UncheckedSendable<Value>: @unchecked Sendable {
    public let value: Value

    @inlinable
    public init(_ value: Value) {
        self.value = value
    }
}
