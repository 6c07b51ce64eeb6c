import Dispatch
import Foundation
import Parallel

extension JSONStreamWriter {
    /// ``objects(_:count:_:)`` with the objects formatted on every core: chunks of `chunkSize`
    /// objects are formatted side by side, each by its own writer, and handed over in order, so the
    /// bytes are exactly the sequential writer's (a test compares them). Memory stays bounded: one
    /// chunk per core is held at a time. With one core, or fewer objects than two chunks, it is
    /// ``objects(_:count:_:)`` itself.
    ///
    /// `members` writes one object's members to the writer it is given, from any thread, so it may
    /// read only what it captured (immutable values).
    public func objectsConcurrently(
        _ key: StaticString, count: Int, chunkSize: Int = 8_192,
        _ members: @Sendable (_ index: Int, _ writer: JSONStreamWriter) -> Void
    ) {
        let chunkSize = Swift.max(1, chunkSize)
        let cores = Swift.min(Cores.available, 8)
        guard cores > 1, count >= 2 * chunkSize else {
            return objects(key, count: count) { members($0, self) }
        }
        self.key(key)
        beginArray()
        let writers = (0..<cores).map { _ in
            SendableWriter(
                JSONStreamWriter(continuingArrayAt: depth, elements: 0, prettyPrinted: isPrettyPrinted))
        }
        var batchStart = 0
        while batchStart < count {
            let start = batchStart
            DispatchQueue.concurrentPerform(iterations: cores) { slot in
                let lower = start + slot * chunkSize
                guard lower < count else { return }
                let chunk = lower..<Swift.min(lower + chunkSize, count)
                let writer = writers[slot].writer
                // As many elements before it as the array has: the first has no comma before it.
                writer.setArrayElements(chunk.lowerBound)
                for index in chunk {
                    writer.beginObject()
                    members(index, writer)
                    writer.endObject()
                }
            }
            for slot in writers.indices where start + slot * chunkSize < count {
                append(written: writers[slot].writer)
            }
            batchStart = Swift.min(start + cores * chunkSize, count)
        }
        setArrayElements(count)
        endArray()
    }
}

/// A writer lent to one `concurrentPerform` slot: each slot uses only its own, never another's.
private struct SendableWriter: @unchecked Sendable {
    let writer: JSONStreamWriter

    init(_ writer: JSONStreamWriter) {
        self.writer = writer
    }
}
