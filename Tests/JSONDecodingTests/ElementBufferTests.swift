import Testing

@testable import JSONDecoding

/// ``ElementBuffer`` moves its elements onto an array: each element ends up there exactly once,
/// in order, neither released early nor kept alive after the array is gone.
@Suite struct ElementBufferTests {
    private final class Parcel {
        let id: Int
        init(_ id: Int) { self.id = id }
    }

    @Test func elementsMovedOntoAnArrayAreTheSameObjectsInOrderReleasedWithTheArray() throws {
        for count in [0, 1, 16, 17, 1_000] {
            weak var firstMoved: Parcel?
            weak var lastMoved: Parcel?
            do {
                var array = [Parcel(-2), Parcel(-1)]
                let buffer = ElementBuffer<Parcel>()
                for id in 0..<count { buffer.append(Parcel(id)) }
                #expect(buffer.count == count)
                buffer.move(onto: &array)
                #expect(buffer.count == 0, "emptied")
                #expect(array.map(\.id) == [-2, -1] + Array(0..<count))
                firstMoved = array.count > 2 ? array[2] : nil
                lastMoved = array.last
                // The buffer is gone: the moved elements are the array's alone.
                _ = consume buffer
                #expect(array.map(\.id) == [-2, -1] + Array(0..<count), "still there")
                #expect((firstMoved != nil) == (count > 0))
            }
            #expect(firstMoved == nil && lastMoved == nil, "released with the array (\(count) elements)")
        }
    }

    @Test func elementsNeverMovedAreReleasedWithTheBuffer() {
        weak var kept: Parcel?
        do {
            let buffer = ElementBuffer<Parcel>()
            let parcel = Parcel(1)
            kept = parcel
            buffer.append(parcel)
        }
        #expect(kept == nil)
    }
}
