import Foundation
import MosaicTestSupport
import Testing

@testable import Output

/// ``StableJSONEncoder`` writes exactly what Foundation's `JSONEncoder` (sorted keys, unescaped
/// slashes, ISO 8601 dates) writes and the invisible-control escaping then made of it.
@Suite struct StableJSONEncoderTests {
    struct Empty: Encodable {}

    struct Everything: Encodable {
        var text = "plain Kraków 🐢 a/b"
        var hostile = "q\"b\\s/\u{0}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1B}[31m\u{1F}\u{7F}\u{80}\u{85}\u{9F}\u{A0}é"
        var invisible =
            "\u{061C}\u{061B}\u{200D}\u{200E}\u{200F}\u{2027}\u{2028}\u{2029}\u{202E}\u{202F}\u{2065}\u{2066}\u{2069}\u{206A}"
        var truncatedUTF8Lookalikes = "\u{C2}\u{D8}\u{E2}"
        var absent: String? = nil
        var present: Int? = 3
        @NullWhenUnset var explicitNull: Date? = nil
        @NullWhenUnset var explicitDate: Date? = Date(timeIntervalSince1970: 1_741_975_200)
        var flags = [true, false]
        var integers: [Int] = [0, -1, Int.max, Int.min]
        var sized: [Int64] = [Int64.min]
        var unsigned: [UInt8] = [255]
        var doubles = [1.0, 0.1, 1e21, -2.5e-7, 3.14159]
        var float: Float = 3.3
        var decimal = Decimal(string: "12.50")!
        var dates = [
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1.5),
            Date(timeIntervalSince1970: -0.5),
            Date(timeIntervalSince1970: -86_400 * 365 * 400), Date(timeIntervalSince1970: 951_782_400),
            Date(timeIntervalSince1970: 4_102_444_799), Date(timeIntervalSince1970: -62_135_596_801),
            Date(timeIntervalSince1970: -12_219_292_800), Date(timeIntervalSince1970: -12_219_292_801),
        ]
        var url = URL(string: "https://example.com/a?b=c")!
        var data = Data([0, 1, 2, 250])
        var empties = (array: [Int](), object: Empty(), dictionary: [String: Int]())
        var nested = [[[Int]()], [[1, 2]]]
        var dictionary = ["b": 1, "B": 2, "a10": 3, "a9": 4, "_x": 5, "ä": 6, "\u{1B}k": 7]
        var numbered = [2: "two", 10: "ten"]
        var objects = [Item(id: "1", value: 1), Item(id: "2", value: nil)]

        enum CodingKeys: String, CodingKey {
            case text, hostile, invisible, truncatedUTF8Lookalikes, absent, present, explicitNull,
                explicitDate
            case flags, integers, sized, unsigned, doubles, float, decimal, dates, url, data, nested
            case dictionary, numbered, objects, emptyArray, emptyObject, emptyDictionary
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(hostile, forKey: .hostile)
            try container.encode(invisible, forKey: .invisible)
            try container.encode(truncatedUTF8Lookalikes, forKey: .truncatedUTF8Lookalikes)
            try container.encodeIfPresent(absent, forKey: .absent)
            try container.encodeIfPresent(present, forKey: .present)
            try container.encode(_explicitNull, forKey: .explicitNull)
            try container.encode(_explicitDate, forKey: .explicitDate)
            try container.encode(flags, forKey: .flags)
            try container.encode(integers, forKey: .integers)
            try container.encode(sized, forKey: .sized)
            try container.encode(unsigned, forKey: .unsigned)
            try container.encode(doubles, forKey: .doubles)
            try container.encode(float, forKey: .float)
            try container.encode(decimal, forKey: .decimal)
            try container.encode(dates, forKey: .dates)
            try container.encode(url, forKey: .url)
            try container.encode(data, forKey: .data)
            try container.encode(nested, forKey: .nested)
            try container.encode(dictionary, forKey: .dictionary)
            try container.encode(numbered, forKey: .numbered)
            try container.encode(objects, forKey: .objects)
            try container.encode(empties.array, forKey: .emptyArray)
            try container.encode(empties.object, forKey: .emptyObject)
            try container.encode(empties.dictionary, forKey: .emptyDictionary)
        }
    }

    struct Item: Encodable {
        let id: String
        let value: Int?
    }

    /// Nested containers filled one after the other (as `payback transactions` writes its listing),
    /// a key written twice, and a container asked for twice (as ``ListingEnvelope`` does).
    struct Containers: Encodable {
        enum Keys: String, CodingKey { case zeta, alpha, list, again }
        enum Inner: String, CodingKey { case b, a }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode("first", forKey: .zeta)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            for index in 0..<3 {
                var item = list.nestedContainer(keyedBy: Inner.self)
                try item.encode(index, forKey: .b)
                try item.encodeNil(forKey: .a)
            }
            var deeper = list.nestedUnkeyedContainer()
            try deeper.encode("x")
            try list.encode(9)
            var inner = container.nestedContainer(keyedBy: Inner.self, forKey: .alpha)
            try inner.encode("last wins?", forKey: .a)
            try container.encode("second", forKey: .zeta)
            var same = encoder.container(keyedBy: Keys.self)
            try same.encode([Empty()], forKey: .again)
        }
    }

    /// A value that uses `superEncoder`, which the writer does not replay: the output falls back to Foundation.
    struct UsesSuperEncoder: Encodable {
        enum Keys: String, CodingKey { case value }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .value)
            try "base".encode(to: container.superEncoder())
        }
    }

    private func expectSameAsFoundation<Value: Encodable>(
        _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
    )
        throws
    {
        for pretty in [true, false] {
            let written = try pretty ? OutputFormat.json(value) : OutputFormat.jsonLine(value)
            let reference = try OutputFormat.foundationJSON(value, prettyPrinted: pretty)
            #expect(written == reference, "pretty: \(pretty)", sourceLocation: sourceLocation)
        }
    }

    @Test func writesWhatFoundationWritesForEveryKindOfValue() throws {
        try expectSameAsFoundation(Everything())
    }

    @Test func nestedContainersDuplicateKeysAndARepeatedContainerMatchFoundation() throws {
        try expectSameAsFoundation(Containers())
    }

    @Test func topLevelFragmentsAndEmptiesMatchFoundation() throws {
        try expectSameAsFoundation("fragment \u{2028}")
        try expectSameAsFoundation(42)
        try expectSameAsFoundation([Int]())
        try expectSameAsFoundation(Empty())
        try expectSameAsFoundation([String: [Int]]())
        try expectSameAsFoundation(Optional<Int>.none)
    }

    @Test func aListingEnvelopeMatchesFoundation() throws {
        let items = (0..<50).map { Item(id: "id-\($0)\u{202E}", value: $0 % 3 == 0 ? nil : $0) }
        try expectSameAsFoundation(
            ListingEnvelope(
                ["items": items], source: .server, syncedAt: Date(timeIntervalSince1970: 86_400), skipped: 2))
    }

    @Test func aValueTheWriterDoesNotReplayFallsBackToFoundation() throws {
        #expect(throws: StableJSONEncoder.Unsupported.self) {
            _ = try StableJSONEncoder(prettyPrinted: true).encode(UsesSuperEncoder())
        }
        try expectSameAsFoundation(UsesSuperEncoder())
    }

    @Test func encodingErrorsAreFoundationsErrors() {
        #expect(throws: EncodingError.self) { try OutputFormat.json(["nan": Double.nan]) }
    }

    @Test func largeDocumentsAreWrittenInWholeCharacterPieces() throws {
        // Over a megabyte of two-byte characters, so a piece boundary falls inside a character.
        let value = [
            "text": String(repeating: "ż", count: 700_000), "more": String(repeating: "é", count: 10),
        ]
        var pieces: [String] = []
        try OutputFormat.writeJSON(value, pieceSize: 1 << 20) { pieces.append($0) }
        #expect(pieces.count == 2, "1.4 MB in pieces of about a megabyte")
        #expect(pieces.joined() == (try OutputFormat.json(value)), "no piece ends inside a character")
    }

    @Test func civilDatesMatchTheCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        // From the first Gregorian day (1582-10-15), where Foundation's calendar stops being Julian.
        for days in stride(from: -141_427, through: 800_000, by: 97) {
            let date = Date(timeIntervalSince1970: TimeInterval(days) * 86_400)
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let civil = JSONByteBuffer.civil(daysSince1970: days)
            #expect(
                civil.year == parts.year && civil.month == parts.month && civil.day == parts.day, "\(days)")
        }
    }
}
