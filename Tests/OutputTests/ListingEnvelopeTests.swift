import Foundation
import Testing

@testable import Output

/// The one JSON envelope of every listing: `source`, `syncedAt`, `skipped` beside the listing's
/// own fields, and explicit nulls for unset values.
@Suite struct ListingEnvelopeTests {
    private struct Listing: Encodable {
        let items: [String]
        @NullWhenUnset var note: String?
    }

    @Test func addsTheSharedFieldsBesideTheListings() throws {
        let envelope = ListingEnvelope(
            Listing(items: ["a"], note: nil), source: .cache, syncedAt: Date(timeIntervalSince1970: 0),
            skipped: 2)
        #expect(
            try OutputFormat.json(envelope) == """
                {
                  "items" : [
                    "a"
                  ],
                  "note" : null,
                  "skipped" : 2,
                  "source" : "cache",
                  "syncedAt" : "1970-01-01T00:00:00Z"
                }
                """)
    }

    @Test func anUnsyncedListingSaysNull() throws {
        let envelope = ListingEnvelope(
            Listing(items: [], note: "n"), source: .device, syncedAt: nil, skipped: 0)
        let json = try OutputFormat.json(envelope)
        #expect(json.contains(#""syncedAt" : null"#))
        #expect(json.contains(#""note" : "n""#))
        #expect(json.contains(#""source" : "device""#))
    }

    @Test func theSourceVocabularyIsFixed() {
        #expect(ListingSource.allCases.map(\.rawValue) == ["server", "cache", "bundled", "file", "device"])
    }

    /// The self-writing listings' helpers: an array lent element by element, an array written by
    /// index, and integers written straight into the buffer, all as the encoder writes them.
    @Test func objectsByElementAndByIndexAndIntegersMatchTheEncoder() throws {
        struct Item: Encodable {
            let n: Int
        }
        struct Document: Encodable {
            let byElement: [Item]
            let byIndex: [Item]
        }
        let numbers = [0, 7, -7, 10, -10, 99, 100, 123_456_789, Int.max, Int.min, Int.max - 1, Int.min + 1]
        let items = numbers.map(Item.init)
        let writer = JSONStreamWriter()
        writer.beginObject()
        writer.objects("byElement", items) { writer.member("n", $0.n) }
        writer.objects("byIndex", count: numbers.count) { index in writer.member("n", numbers[index]) }
        writer.endObject()
        #expect(writer.text == (try OutputFormat.json(Document(byElement: items, byIndex: items))))
        let empty = JSONStreamWriter()
        empty.beginObject()
        empty.objects("byElement", [Item]()) { writer.member("n", $0.n) }
        empty.objects("byIndex", count: 0) { _ in }
        empty.endObject()
        #expect(empty.text == (try OutputFormat.json(Document(byElement: [], byIndex: []))))
    }

    /// A member written from UTF-8 bytes is the same as one written from the `String`, escapes
    /// and all (parcels write their ids so, from digits on the stack).
    @Test func aMemberFromUTF8BytesIsTheSameAsFromText() {
        for text in ["10000000000000000000042", "", "Żółw \"q\" \u{1B}[31m \u{2028} 🐢"] {
            let fromText = JSONStreamWriter(prettyPrinted: true)
            fromText.beginObject()
            fromText.member("id", text)
            fromText.endObject()
            var bytes = text
            let fromBytes = JSONStreamWriter(prettyPrinted: true)
            fromBytes.beginObject()
            bytes.withUTF8 { fromBytes.member("id", utf8: $0) }
            fromBytes.endObject()
            #expect(fromBytes.text == fromText.text)
            #expect(fromBytes.text.contains("\"id\""))
        }
    }

    /// A writer with a flush handler hands over its bytes in pieces of at least `pieceSize` while
    /// it writes (the last may be shorter), each ending after a closing brace, and together they
    /// are the document the in-memory writer makes.
    @Test func aFlushingWriterHandsOverTheSameDocumentInPieces() {
        func write(_ writer: JSONStreamWriter) {
            writer.beginObject()
            writer.objects("groups", count: 3) { group in
                writer.objects("items", count: 50) { index in
                    writer.member("id", index)
                    writer.member("name", "Żółw \(group)-\(index) \u{1F600}")
                }
            }
            writer.endObject()
        }
        let whole = JSONStreamWriter()
        write(whole)
        var pieces: [[UInt8]] = []
        let streaming = JSONStreamWriter(pieceSize: 256) { pieces.append(Array($0)) }
        write(streaming)
        streaming.finish()
        #expect(streaming.text.isEmpty, "finish hands over the rest")
        #expect(pieces.count > 10)
        #expect(pieces.dropLast().allSatisfy { $0.count >= 256 && $0.last == UInt8(ascii: "}") })
        #expect(String(decoding: pieces.flatMap { $0 }, as: UTF8.self) == whole.text)
        var again: [[UInt8]] = []
        OutputFormat.writeJSON(writing: Listing256(), pieceSize: 1) { again.append(Array($0)) }
        #expect(
            String(decoding: again.flatMap { $0 }, as: UTF8.self) == OutputFormat.json(writing: Listing256()))
    }

    private struct Listing256: JSONWritable {
        func writeJSON(to writer: JSONStreamWriter) {
            writer.beginObject()
            writer.objects("items", count: 256) { writer.member("n", $0) }
            writer.envelopeMembers(source: .server, syncedAt: Date(timeIntervalSince1970: 0), skipped: 1)
            writer.endObject()
        }
    }
}
