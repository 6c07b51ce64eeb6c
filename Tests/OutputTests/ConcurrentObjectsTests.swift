import Foundation
import Testing

@testable import Output

/// ``JSONStreamWriter/objectsConcurrently(_:count:chunkSize:_:)`` formats chunks side by side; the
/// bytes must be exactly the sequential writer's, whatever the chunk size and however they flush.
@Suite struct ConcurrentObjectsTests {
    private static let names = ["a", "b \"q\"", "Kraków", "\u{1B}[31m", ""]

    private func document(
        count: Int, chunkSize: Int?, prettyPrinted: Bool, pieceSize: Int? = nil
    ) -> String {
        var pieces: [String] = []
        let writer =
            pieceSize.map { size in
                JSONStreamWriter(prettyPrinted: prettyPrinted, pieceSize: size) {
                    pieces.append(String(decoding: $0, as: UTF8.self))
                }
            } ?? JSONStreamWriter(prettyPrinted: prettyPrinted)
        writer.beginObject()
        writer.member("before", 1)
        let write: @Sendable (Int, JSONStreamWriter) -> Void = { index, writer in
            writer.member(
                "date", index.isMultiple(of: 3) ? nil : Date(timeIntervalSince1970: Double(index * 86_400)))
            writer.member("index", index)
            writer.member("name", Self.names[index % Self.names.count])
        }
        if let chunkSize {
            writer.objectsConcurrently("items", count: count, chunkSize: chunkSize, write)
        } else {
            writer.objects("items", count: count) { write($0, writer) }
        }
        writer.member("z", "after")
        writer.endObject()
        writer.finish()
        return pieceSize == nil ? writer.text : pieces.joined()
    }

    @Test(arguments: [false, true])
    func chunksWrittenSideBySideAreTheSequentialBytes(prettyPrinted: Bool) throws {
        for count in [0, 1, 2, 7, 64, 1_001, 10_000] {
            let sequential = document(count: count, chunkSize: nil, prettyPrinted: prettyPrinted)
            // 3 and 64 make many batches, each handed over while the next is formatted.
            for chunkSize in [1, 3, 64, 5_000, 8_192] where count <= 1_001 || chunkSize >= 5_000 {
                #expect(
                    document(count: count, chunkSize: chunkSize, prettyPrinted: prettyPrinted) == sequential,
                    "\(count) objects in chunks of \(chunkSize)")
                #expect(
                    document(count: count, chunkSize: chunkSize, prettyPrinted: prettyPrinted, pieceSize: 100)
                        == sequential, "\(count) objects in chunks of \(chunkSize), flushed in pieces")
            }
        }
        let parsed = try JSONSerialization.jsonObject(
            with: Data(document(count: 50, chunkSize: 4, prettyPrinted: prettyPrinted).utf8))
        let items = try #require((parsed as? [String: Any])?["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["index"] as? Int } == Array(0..<50))
    }

    @Test func chunksAreEvenAtMostTheirSizeAndCoverEveryObjectOnce() throws {
        // A group smaller than two chunks is still shared: two chunks per core.
        let small = try #require(ChunkPlan(count: 13_000, chunkSize: 8_192, cores: 2))
        #expect((small.chunks, small.size, small.chunksPerBatch) == (4, 3_250, 4))
        // Chunks no larger than asked, as many as a multiple of the cores.
        let large = try #require(ChunkPlan(count: 87_000, chunkSize: 8_192, cores: 2))
        #expect((large.chunks, large.size) == (12, 7_250))
        #expect(ChunkPlan(count: 1_000, chunkSize: 8_192, cores: 2) == nil, "too few to share")
        #expect(ChunkPlan(count: 100_000, chunkSize: 8_192, cores: 1) == nil, "one core")
        for (count, chunkSize, cores) in [(7, 3, 2), (1_001, 64, 2), (13_000, 8_192, 3), (2, 1, 8)] {
            let plan = try #require(ChunkPlan(count: count, chunkSize: chunkSize, cores: cores))
            let ranges = (0..<plan.chunks).map(plan.range(ofChunk:))
            #expect(ranges.flatMap { $0 } == Array(0..<count), "\(count) in chunks of \(chunkSize)")
            #expect(ranges.allSatisfy { !$0.isEmpty && $0.count <= chunkSize })
        }
    }
}
