import Parallel
import Synchronization
import Testing

/// ``ParallelMap`` builds an array from two halves computed side by side: the array is the
/// sequential map's, and each index is computed exactly once.
@Suite struct ParallelMapTests {
    private final class Calls: Sendable {
        let byIndex: Mutex<[Int]>
        init(count: Int) { byIndex = Mutex(Array(repeating: 0, count: count)) }
    }

    @Test func theHalvesAreTheSequentialMapEachIndexComputedOnce() {
        for count in [0, 1, ParallelMap.threshold - 1, ParallelMap.threshold, 50_001] {
            let calls = Calls(count: count)
            // Strings: elements that are reference counted must be initialized, not copied over.
            let built = ParallelMap.array(count: count) { index -> String in
                calls.byIndex.withLock { $0[index] += 1 }
                return "item \(index)"
            }
            #expect(built == (0..<count).map { "item \($0)" }, "\(count) elements")
            #expect(calls.byIndex.withLock { $0.allSatisfy { $0 == 1 } }, "\(count) elements")
        }
        #expect(ParallelMap.array(count: -3) { $0 }.isEmpty, "a negative count is no elements")
    }

    @Test func eachIndexOnACoreIsTheSequentialMapEachComputedOnce() {
        for count in [0, 1, 2, 7, 100] {
            let calls = Calls(count: count)
            let built = ParallelMap.eachOnACore(count: count) { index -> String in
                calls.byIndex.withLock { $0[index] += 1 }
                return String(repeating: "x", count: index)
            }
            #expect(built == (0..<count).map { String(repeating: "x", count: $0) }, "\(count) elements")
            #expect(calls.byIndex.withLock { $0.allSatisfy { $0 == 1 } }, "\(count) elements")
        }
    }
}
