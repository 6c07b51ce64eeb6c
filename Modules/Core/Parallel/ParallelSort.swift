import Dispatch
import Foundation

/// Sorting on two cores: each half sorted side by side, then the halves merged in one pass.
public enum ParallelSort {
    /// Lists shorter than this are sorted on one core (two threads cost more than they save).
    public static let threshold = 16_384

    /// `elements` sorted by `areInIncreasingOrder`, which must be a strict total order (no two
    /// elements equal: then the result is the one order there is, however it was reached).
    /// Inlinable, so it is specialized for the caller's elements and order: unspecialized, the
    /// sort copies each element through its value witness (a third of sorting 100,000 parcels).
    @inlinable
    public static func sorted<Element: Sendable>(
        _ elements: [Element], by areInIncreasingOrder: @Sendable (Element, Element) -> Bool
    ) -> [Element] {
        guard elements.count >= threshold, Cores.available > 1 else {
            return elements.sorted(by: areInIncreasingOrder)
        }
        var halves = elements
        let middle = halves.count / 2
        halves.withUnsafeMutableBufferPointer { buffer in
            let shared = SharedBuffer(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                let range = half == 0 ? 0..<middle : middle..<shared.buffer.count
                var part = UnsafeMutableBufferPointer(rebasing: shared.buffer[range])
                part.sort(by: areInIncreasingOrder)
            }
        }
        var merged: [Element] = []
        merged.reserveCapacity(halves.count)
        halves.withUnsafeBufferPointer { halves in
            var left = 0
            var right = middle
            while left < middle, right < halves.count {
                if areInIncreasingOrder(halves[right], halves[left]) {
                    merged.append(halves[right])
                    right += 1
                } else {
                    merged.append(halves[left])
                    left += 1
                }
            }
            merged.append(contentsOf: halves[left..<middle])
            merged.append(contentsOf: halves[right...])
        }
        return merged
    }
}

/// The buffer being sorted: each half is written by one thread only.
@usableFromInline
struct SharedBuffer<Element>: @unchecked Sendable {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<Element>

    @usableFromInline
    init(buffer: UnsafeMutableBufferPointer<Element>) {
        self.buffer = buffer
    }
}
