import Dispatch

/// Building an array on every core, straight into the array's storage (no parts to join).
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
        guard count >= threshold else { return (0..<count).map(transform) }
        return built(count: count, parts: 2, part: { $0 == 0 ? 0..<count / 2 : count / 2..<count }, transform)
    }

    /// `[transform(0), …, transform(count - 1)]` with each index a task of its own, spread over
    /// every core as they free up: for a few pieces of work of uneven size (the groups of a list,
    /// each sorted whole), where halves of the indices would leave one core idle. Sequential with
    /// one core or one piece.
    @inlinable
    public static func eachOnACore<Element>(count: Int, _ transform: @Sendable (Int) -> Element) -> [Element]
    {
        let count = Swift.max(0, count)
        return built(count: count, parts: count, part: { $0..<$0 + 1 }, transform)
    }

    /// The array of `transform` over `0..<count`, the indices of each of `parts` parts (`part`)
    /// computed as one task of `concurrentPerform`; sequential with one core or one part.
    @inlinable
    static func built<Element>(
        count: Int, parts: Int, part: @Sendable (Int) -> Range<Int>, _ transform: @Sendable (Int) -> Element
    ) -> [Element] {
        guard parts > 1, Cores.available > 1 else { return (0..<count).map(transform) }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each task initializes only its own part of the elements.
            let shared = UncheckedSendable(buffer)
            DispatchQueue.concurrentPerform(iterations: parts) { index in
                guard let base = shared.value.baseAddress else { return }
                for position in part(index) {
                    (base + position).initialize(to: transform(position))
                }
            }
            initialized = count
        }
    }
}
