import Foundation
import JSONDecoding
import Testing

@testable import Networking

@Suite("ISO 8601 date parser")
struct ISO8601DateParserTests {
    @Test(
        "accepts every offset form, with and without fractions",
        arguments: [
            ("2022-11-29T04:56:07Z", 1_669_697_767.0),
            ("2022-07-24T10:59:05+0200", 1_658_653_145.0),
            ("2022-07-24T10:59:05+02:00", 1_658_653_145.0),
            ("2022-07-24T10:59:05.123+02:00", 1_658_653_145.123),
            ("2022-07-24T10:59:05.123+0200", 1_658_653_145.123),
            ("2022-11-29T04:56:07.5Z", 1_669_697_767.5),
            ("2022-11-29T04:56:07.123456789Z", 1_669_697_767.123_456_789),
            ("2022-11-29T04:56:07.1234567Z", 1_669_697_767.123_456_7),
            ("2000-03-01T00:00:00-05:30", 951_888_600.0),
            ("2000-03-01T00:00:00-0530", 951_888_600.0),
            ("2022-11-29T04:56:07+00:00", 1_669_697_767.0),
            ("1970-01-01T00:00:00Z", 0.0),
            ("1969-12-31T23:59:59Z", -1.0),
            ("2024-02-29T23:59:59Z", 1_709_251_199.0),
            ("2000-02-29T12:00:00Z", 951_825_600.0),
            ("0001-01-01T00:00:00Z", -62_135_596_800.0),
            ("9999-12-31T23:59:59Z", 253_402_300_799.0),
        ])
    func acceptsValidTimestamps(text: String, secondsSince1970: Double) throws {
        let date = try #require(ISO8601DateParser.parse(text))
        #expect(abs(date.timeIntervalSince1970 - secondsSince1970) < 0.000_001)
    }

    @Test(
        "rejects malformed or impossible timestamps",
        arguments: [
            "", "garbage", "2022-11-29", "2022-11-29T04:56", "2022-11-29T04:56:07",
            "2022-11-29 04:56:07Z", "2022-11-29t04:56:07Z", "2022-11-29T04:56:07z",
            "22-11-29T04:56:07Z", "2022-1-29T04:56:07Z", "2022/11/29T04:56:07Z",
            "2022-13-01T00:00:00Z", "2022-00-01T00:00:00Z", "2022-11-00T00:00:00Z",
            "2022-11-31T00:00:00Z", "2023-02-29T00:00:00Z", "1900-02-29T00:00:00Z",
            "2022-11-29T24:00:00Z", "2022-11-29T04:60:00Z", "2022-11-29T04:56:60Z",
            "2022-11-29T04:56:07.Z", "2022-11-29T04:56:07,5Z", "2022-11-29T04:56:07+2",
            "2022-11-29T04:56:07+02:0", "2022-11-29T04:56:07+020", "2022-11-29T04:56:07+24:00",
            "2022-11-29T04:56:07+02:60", "2022-11-29T04:56:07Zjunk", "2022-11-29T04:56:07+0200 ",
            " 2022-11-29T04:56:07Z", "2022-11-29T04:56:07.12a3Z", "٢٠٢٢-11-29T04:56:07Z",
            "2022-11-29T04:56:07+02:00:00",
        ])
    func rejectsInvalidTimestamps(text: String) {
        #expect(ISO8601DateParser.parse(text) == nil)
    }

    @Test("the mosaic decoder decodes dates through the parser")
    func decoderUsesParser() throws {
        struct Event: Decodable { let at: Date }
        let json = Data(#"[{"at":"2022-07-24T10:59:05.123+02:00"},{"at":"2022-11-29T04:56:07Z"}]"#.utf8)
        let events = try JSONDecoder.mosaic().decode([Event].self, from: json)
        #expect(events.map(\.at.timeIntervalSince1970) == [1_658_653_145.123, 1_669_697_767])
    }

    @Test("an invalid date is a decoding error naming the value and its key path")
    func invalidDateNamesValue() throws {
        struct Event: Decodable { let at: Date }
        struct Feed: Decodable { let items: [Event] }
        let json = Data(#"{"items":[{"at":"2022-11-29T04:56:07Z"},{"at":"yesterday"}]}"#.utf8)

        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder.mosaic().decode(Feed.self, from: json)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription.contains("\"yesterday\""))

        do {
            _ = try APIClient.decode(Feed.self, from: json)
            Issue.record("expected a decoding error")
        } catch {
            guard case .decoding(let keyPath, let reason) = error else {
                Issue.record("expected .decoding, got \(error)")
                return
            }
            #expect(keyPath == "items[1].at")
            #expect(reason.contains("\"yesterday\""))
        }
    }
}
