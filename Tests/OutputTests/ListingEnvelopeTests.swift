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
}
