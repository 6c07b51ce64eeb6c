import Dispatch
import Foundation
import Parallel

extension JSONStreamWriter {
    /// ``objects(_:count:_:)`` with the objects formatted on every core: the objects are cut into
    /// chunks of at most `chunkSize`, formatted side by side, each by its own writer, and handed
    /// over in order, so the bytes are exactly the sequential writer's (a test compares them).
    ///
    /// Chunks go out in batches of two per core, the same size each, so no core waits long for
    /// another at the end of a batch; a group too small for two full chunks is still cut in
    /// two per core. While one batch is formatted, the batch before it is handed over (written
    /// out), so writing overlaps formatting. Memory stays bounded: two batches are held at a time.
    /// With one core, or too few objects to share, it is ``objects(_:count:_:)`` itself.
    ///
    /// `members` writes one object's members to the writer it is given, from any thread, so it may
    /// read only what it captured (immutable values).
    public func objectsConcurrently(
        _ key: StaticString, count: Int, chunkSize: Int = 8_192,
        _ members: @Sendable (_ index: Int, _ writer: JSONStreamWriter) -> Void
    ) {
        let cores = Swift.min(Cores.available, 8)
        guard let plan = ChunkPlan(count: count, chunkSize: chunkSize, cores: cores) else {
            return objects(key, count: count) { members($0, self) }
        }
        self.key(key)
        beginArray()
        let sets = (0..<2).map { _ in
            (0..<plan.chunksPerBatch).map { _ in
                // Lent to one iteration at a time: each formats into its own writer, and the one
                // handing a batch over is the only one writing to the destination.
                UncheckedSendable(
                    JSONStreamWriter(continuingArrayAt: depth, elements: 0, prettyPrinted: isPrettyPrinted))
            }
        }
        let destination = UncheckedSendable(self)
        var pending: [UncheckedSendable<JSONStreamWriter>] = []
        var nextChunk = 0
        var batch = 0
        while nextChunk < plan.chunks || !pending.isEmpty {
            let (first, chunksNow) = (nextChunk, Swift.min(plan.chunksPerBatch, plan.chunks - nextChunk))
            let writers = sets[batch % 2]
            let handOver = pending
            // One more iteration than chunks hands the previous batch over meanwhile, in order.
            DispatchQueue.concurrentPerform(iterations: chunksNow + (handOver.isEmpty ? 0 : 1)) { iteration in
                guard iteration < chunksNow else {
                    for written in handOver { destination.value.append(written: written.value) }
                    return
                }
                let chunk = plan.range(ofChunk: first + iteration)
                let writer = writers[iteration].value
                // As many elements before it as the array has: the first has no comma before it.
                writer.setArrayElements(chunk.lowerBound)
                for index in chunk {
                    writer.beginObject()
                    members(index, writer)
                    writer.endObject()
                }
            }
            pending = Array(writers.prefix(chunksNow))
            nextChunk += chunksNow
            batch += 1
        }
        setArrayElements(count)
        endArray()
    }
}

/// How ``JSONStreamWriter/objectsConcurrently(_:count:chunkSize:_:)`` cuts `count` objects.
struct ChunkPlan: Equatable {
    /// Objects per chunk (the last may have fewer).
    let size: Int
    /// How many chunks there are.
    let chunks: Int
    /// Chunks formatted side by side before they are handed over.
    let chunksPerBatch: Int
    let count: Int

    /// Chunks of at most `chunkSize` objects, at least two per core when there are enough objects
    /// (a chunk of fewer than 512 is not worth a thread unless `chunkSize` asks for it), their
    /// number a multiple of `cores` so batches are even; nil when there is nothing to share.
    init?(count: Int, chunkSize: Int, cores: Int) {
        let largest = Swift.max(1, chunkSize)
        let smallest = Swift.min(largest, 512)
        var chunks = (count + largest - 1) / largest
        chunks = Swift.max(chunks, Swift.min(2 * cores, count / smallest))
        guard cores > 1, chunks >= 2 else { return nil }
        chunks = (chunks + cores - 1) / cores * cores
        size = (count + chunks - 1) / chunks
        self.chunks = (count + size - 1) / size
        chunksPerBatch = 2 * cores
        self.count = count
    }

    /// The objects of chunk `index`.
    func range(ofChunk index: Int) -> Range<Int> {
        index * size..<Swift.min((index + 1) * size, count)
    }
}
