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
        // 300,000 references are three of the megabyte chunks the move gives back as it goes.
        let perChunk = ElementBuffer<Parcel>.chunkBytes / MemoryLayout<Parcel>.stride
        for count in [0, 1, 16, 17, 1_000, perChunk, perChunk + 1, 300_000] {
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

    @Test func roomReservedAtOnceHoldsTheSameElements() {
        let buffer = ElementBuffer<String>()
        buffer.reserve(50_000)
        for id in 0..<60_000 { buffer.append("parcel \(id)") }
        buffer.reserve(10)
        var array = ["first"]
        array.reserveCapacity(100)
        buffer.move(onto: &array)
        #expect(array.count == 60_001 && array.first == "first" && array.last == "parcel 59999")
        #expect(array.dropFirst().enumerated().allSatisfy { $1 == "parcel \($0)" })
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
