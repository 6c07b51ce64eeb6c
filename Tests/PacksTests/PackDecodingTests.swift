import Foundation
import JSONDecoding
import Logging
import Networking
import PacksInterface
import PacksMocks
import PacksTesting
import Testing

@testable import Packs

/// Tolerant decoding and mapping of `GET /packs`: unknown values kept, unusable entries skipped
/// and reported, never a crash, never a silent drop.
@Suite struct PackDecodingTests {
    private func decode(_ json: String) throws -> PacksResponseDTO {
        try APIClient.decode(PacksResponseDTO.self, from: Data(json.utf8))
    }

    private func packs(_ json: String) throws -> [Pack] {
        RemotePacksSource.packs(from: try decode(json), logger: Logger(label: "test"))
    }

    @Test func decodesEveryFieldWithTheWireSpelling() throws {
        let packs = try packs(
            """
            [{"id": "16730345345597442248333", "status": "READY_TO_PICKUP", "sender": "Test sender",
              "expiryDate": "2022-11-29T04:56:07Z", "pickUpDate": "2022-11-05T04:56:07Z",
              "storedDate": "2022-11-25T04:56:07+01:00", "shipmentType": "COURIER"}]
            """)
        #expect(
            packs == [
                Pack(
                    id: "16730345345597442248333", status: .known(.readyToPickup), sender: "Test sender",
                    shipmentType: .courier, expiryDate: Date(timeIntervalSince1970: 1_669_697_767),
                    pickUpDate: Date(timeIntervalSince1970: 1_667_624_167),
                    storedDate: Date(timeIntervalSince1970: 1_669_352_167 - 3_600))
            ])
    }

    @Test func absentDatesStayAbsent() throws {
        let pack = try #require(
            try packs(#"[{"id":"1","status":"CREATED","sender":"A","shipmentType":"COURIER"}]"#).first)
        #expect(pack.expiryDate == nil && pack.pickUpDate == nil && pack.storedDate == nil)
    }

    @Test func unknownAndBrokenStatusesAreUnsupportedNotDropped() throws {
        let packs = try packs(
            """
            [{"id":"1","status":"BROKEN_STATUS","sender":"Bad server response","shipmentType":"COURIER"},
             {"id":"2","sender":"No status","shipmentType":"COURIER"},
             {"id":"3","status":42,"sender":"Number status","shipmentType":"COURIER"},
             {"id":"4","status":null,"sender":"Null status","shipmentType":"TELEPORT"}]
            """)
        #expect(
            packs.map(\.status) == [
                .unsupported("BROKEN_STATUS"), .unsupported(""), .unsupported(""), .unsupported(""),
            ])
        #expect(packs.last?.shipmentType == .unsupported("TELEPORT"))
    }

    @Test func unusableEntriesAreSkippedAndReportedWithoutLosingTheOthers() throws {
        let response = try decode(
            """
            [{"id":"1","status":"CREATED","sender":"A","shipmentType":"COURIER"},
             {"status":"CREATED","sender":"No id","shipmentType":"COURIER"},
             {"id":"3","status":"CREATED","shipmentType":"COURIER"},
             "not an object",
             {"id":5,"status":"CREATED","sender":"Numeric id","shipmentType":"COURIER"},
             {"id":"6","status":"DELIVERED","sender":"F","shipmentType":"PARCEL_LOCKER"}]
            """)
        #expect(response.packs.map(\.id) == ["1", "6"])
        #expect(response.skipped.map(\.index) == [1, 2, 3, 4])
        try #require(response.skipped.count > 1)
        #expect(response.skipped[0].reason.contains("missing key 'id'"), "\(response.skipped[0].reason)")
        #expect(response.skipped[1].reason.contains("sender"), "\(response.skipped[1].reason)")
    }

    @Test func emptyIdIsUnusable() {
        let mapped = PackMapper.map(
            PackDTO(id: "  ", status: "CREATED", sender: "A", shipmentType: "COURIER"))
        #expect(mapped.pack == nil)
        #expect(mapped.problems == ["the id is empty"])
    }

    @Test func malformedDateIsDroppedAndReportedKeepingThePack() throws {
        let mapped = PackMapper.map(
            PackDTO(
                id: "1", status: "READY_TO_PICKUP", sender: "A", shipmentType: "PARCEL_LOCKER",
                expiryDate: "29.11.2022", storedDate: "2022-11-29T04:56:07Z"))
        #expect(mapped.pack?.expiryDate == nil)
        #expect(mapped.pack?.storedDate == Date(timeIntervalSince1970: 1_669_697_767))
        try #require(mapped.problems.count > 0)
        #expect(mapped.problems.count == 1 && mapped.problems[0].contains("expiryDate"))
    }

    /// The fast path parses dates from the document's bytes; it must read every date
    /// as `JSONDecoder` does (timestamps, offsets, fractions, escapes, malformed text, other types).
    @Test func theFastPathReadsDatesAsJSONDecoderDoes() throws {
        let dates = [
            #""2022-11-29T04:56:07Z""#, #""2022-11-25T04:56:07+01:00""#, #""2022-11-25T04:56:07.123-0230""#,
            #""29.11.2022""#, #""2022-02-30T00:00:00Z""#, #""2022-11-29T04:56:07\u005A""#, #""\u0032022""#,
            #""""#, "5", "null", "true", "{}", "[]",
        ]
        let elements = dates.enumerated().map { index, date in
            #"{"id": "\#(index)", "sender": "S", "expiryDate": \#(date), "pickUpDate": \#(date), "storedDate": \#(date)}"#
        }
        let body = Data(
            ("[" + (elements + [#"{"id": "x", "sender": "S"}"#]).joined(separator: ",") + "]").utf8)
        let fast = try APIClient.decode(PacksResponseDTO.self, from: body)
        let slow = try JSONDecoder.mosaic().decode(PacksResponseDTO.self, from: body)
        #expect(fast.packs.count == dates.count + 1)
        #expect(fast.packs == slow.packs)
        #expect(fast.packs.first?.expiryDate == .date(Date(timeIntervalSince1970: 1_669_697_767)))
        #expect(fast.packs.dropFirst(3).first?.storedDate == .text("29.11.2022"))
        #expect(fast.packs.last?.pickUpDate == nil)
    }

    @Test func aBodyThatIsNotAnArrayFailsAsUnreadableData() async {
        let service = RemotePacksSource(
            api: APIClient(http: StaticHTTPClient(body: #"{"packs": []}"#)), logger: Logger(label: "test"))
        do {
            _ = try await service.fetchAll()
            Issue.record("expected a decoding failure")
        } catch {
            guard case .decoding = error else {
                Issue.record("expected .decoding, got \(error)")
                return
            }
        }
    }

    @Test func theBundledMockDataExercisesEveryCase() throws {
        let route = try #require(PacksMocks.routes.first { $0.path == PacksAPI.path })
        #expect(route.behavior.latency == .seconds(2) ... .seconds(2), "the brief's 2 s mock latency")
        let response = try APIClient.decode(PacksResponseDTO.self, from: try route.body())
        let packs = RemotePacksSource.packs(from: response, logger: Logger(label: "test"))
        let statuses = Set(packs.map(\.status))
        for status in KnownPackStatus.allCases {
            #expect(statuses.contains(.known(status)), "\(status) is in the mock data")
        }
        #expect(statuses.contains { !$0.isSupported }, "an unsupported status")
        #expect(Set(packs.map(\.shipmentType)).isSuperset(of: [.parcelLocker, .courier]))
        #expect(packs.contains { $0.expiryDate == nil && $0.pickUpDate == nil && $0.storedDate == nil })
        #expect(response.skipped.count == 1, "one broken entry, skipped and logged")
        #expect(packs.allSatisfy { $0.id.count == 23 && Int64($0.id) == nil })
    }
}

/// An HTTP client answering every request with one 200 body.
struct StaticHTTPClient: HTTPClient {
    let body: String

    func send(_ request: NetworkRequest) async throws(NetworkError) -> NetworkResponse {
        NetworkResponse(status: 200, body: Data(body.utf8))
    }
}
