import Parallel
import Testing

/// ``ParallelSort`` sorts two halves side by side and merges them: the order is one sort's.
@Suite struct ParallelSortTests {
    @Test func halvesSortedSideBySideAndMergedAreOneSort() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, ParallelSort.threshold - 1, ParallelSort.threshold, 50_001] {
            // Many equal values: the position breaks ties, so the order is total.
            let values = (0..<count).map { (value: Int.random(in: 0..<100, using: &generator), position: $0) }
            let order: @Sendable ((value: Int, position: Int), (value: Int, position: Int)) -> Bool = {
                ($0.value, $0.position) < ($1.value, $1.position)
            }
            #expect(
                ParallelSort.sorted(values, by: order).map(\.position)
                    == values.sorted(by: order).map(\.position))
        }
    }
}
