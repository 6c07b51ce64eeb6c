import Dispatch

/// Building an array on two cores: each half of the indices computed side by side, straight into
/// the array's storage (no halves to join).
public enum ParallelMap {
    /// Lists shorter than this are built on one core (two threads cost more than they save).
    public static let threshold = 16_384

    /// `[transform(0), transform(1), …, transform(count - 1)]`, the two halves computed side by
    /// side when `count` reaches ``threshold`` and there are two cores. `transform` is called once
    /// per index, from either thread, so it may read only what it captured (immutable values).
    /// Inlinable, so it is specialized for the caller's elements.
    @inlinable
    public static func array<Element>(count: Int, _ transform: @Sendable (Int) -> Element) -> [Element] {
        let count = Swift.max(0, count)
        guard count >= threshold, Cores.available > 1 else { return (0..<count).map(transform) }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each thread initializes only its own half of the elements.
            let shared = UncheckedSendable(buffer)
            let middle = count / 2
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                guard let base = shared.value.baseAddress else { return }
                for index in half == 0 ? 0..<middle : middle..<count {
                    (base + index).initialize(to: transform(index))
                }
            }
            initialized = count
        }
    }

    /// `[transform(0), …, transform(count - 1)]` with each index a task of its own, spread over
    /// every core as they free up: for a few pieces of work of uneven size (the groups of a list,
    /// each sorted whole), where halves of the indices would leave one core idle. Sequential with
    /// one core or one piece.
    @inlinable
    public static func eachOnACore<Element>(count: Int, _ transform: @Sendable (Int) -> Element) -> [Element]
    {
        let count = Swift.max(0, count)
        guard count > 1, Cores.available > 1 else { return (0..<count).map(transform) }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each task initializes only its own element.
            let shared = UncheckedSendable(buffer)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                guard let base = shared.value.baseAddress else { return }
                (base + index).initialize(to: transform(index))
            }
            initialized = count
        }
    }
}
