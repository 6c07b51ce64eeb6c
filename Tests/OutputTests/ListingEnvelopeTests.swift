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
}
