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
        for count in [0, 1, 2, 7, 64, 1_001] {
            let sequential = document(count: count, chunkSize: nil, prettyPrinted: prettyPrinted)
            for chunkSize in [1, 3, 64, 5_000] {
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
}
