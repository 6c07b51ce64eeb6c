import Foundation
import JSONDecoding
import Logging
import Networking
import PacksInterface
import Testing

@testable import Packs

/// ``PackReader`` makes parcels straight from the body's members; they must be exactly what
/// decoding ``PackDTO``s with `JSONDecoder` and mapping them makes, entry by entry.
@Suite struct PackReaderTests {
    static let entries: [String] = [
        #"{"id": "1", "status": "DELIVERED", "sender": "A", "shipmentType": "PARCEL_LOCKER"}"#,
        #"{"id": " 2 ", "status": "READY_TO_PICKUP", "sender": "B", "shipmentType": "COURIER", "expiryDate": "2025-01-02T03:04:05Z"}"#,
        #"{"id": "3", "status": "TELEPORTED", "sender": "C", "shipmentType": "DRONE", "pickUpDate": "2025-01-02T03:04:05+02:00"}"#,
        #"{"id": "4", "status": null, "sender": "D", "shipmentType": 7, "storedDate": null}"#,
        #"{"id": "5", "sender": "E"}"#,
        #"{"id": "6", "status": "DELIVERED", "sender": "F", "storedDate": "yesterday"}"#,
        #"{"id": "  ", "status": "DELIVERED", "sender": "G"}"#,
        #"{"id": "8", "status": "DELIVERED", "status": "CREATED", "sender": "H"}"#,
        #"{"id": "9", "status": "DELI\u0056ERED", "sender": "I \"q\"", "shipmentType": "COURI\u0045R"}"#,
        #"{"id": 10, "status": "DELIVERED", "sender": "J"}"#,
        #"{"id": "11", "status": "DELIVERED"}"#,
        #"{"id": "12", "status": "CREATED", "sender": "K", "expiryDate": 5, "pickUpDate": "2025-13-01T00:00:00Z"}"#,
        #"{"id": "13", "status": "", "sender": "L", "shipmentType": "", "extra": {"nested": [1, 2]}}"#,
        #"{"id": "0070", "status": "DELIVERED", "sender": "Księgarnia Żółw", "shipmentType": "DRONE"}"#,
        #"{"id": "100000000000000000000000000000000000001", "status": "CREATED", "sender": "N"}"#,
        #"{"id": "1\u0032", "status": "LOST_IN_SPACE", "sender": "O", "shipmentType": "DRONE"}"#,
        #"[1]"#, "null",
    ]

    @Test func theReaderMakesWhatTheDecoderAndMapperMake() throws {
        let body = Data(("[" + Self.entries.joined(separator: ",\n") + "]").utf8)
        let read = try #require(PackReader.list(from: body, logger: Logger(label: "test")))
        let response = try JSONDecoder.mosaic().decode(PacksResponseDTO.self, from: body)
        let mapped = RemotePacksSource.packs(from: response, logger: Logger(label: "test"))
        #expect(read.elements == mapped)
        #expect(read.skipped == response.skipped.count + response.packs.count - mapped.count)
        // The fixture exercises both paths: plain entries, converted ones and skipped ones.
        #expect(mapped.count == 13)
        #expect(read.skipped == 5, "an empty id, a number id, no sender, an array, null")
        #expect(mapped.map(\.id).contains("2"), "ids are trimmed")
        // Ids of digits are packed (leading zeros kept), longer or escaped ones read as text.
        #expect(
            read.elements.map(\.id).suffix(3) == ["0070", "100000000000000000000000000000000000001", "12"])
        #expect(mapped.first { $0.id == "9" }?.status == .known(.delivered), "escapes are decoded")
    }

    @Test func everyKnownStatusAndTypeIsMatchedOnItsBytes() throws {
        let entries = KnownPackStatus.allCases.enumerated().map { index, status in
            let type =
                index.isMultiple(of: 2) ? ShipmentType.parcelLockerWireValue : ShipmentType.courierWireValue
            return
                #"{"id": "\#(index)", "status": "\#(status.rawValue)", "sender": "S", "shipmentType": "\#(type)"}"#
        }
        let body = Data(("[" + entries.joined(separator: ",") + "]").utf8)
        let packs = try #require(PackReader.list(from: body, logger: Logger(label: "test"))).elements
        #expect(packs.map(\.status) == KnownPackStatus.allCases.map(PackStatus.known))
        #expect(packs.map(\.shipmentType).filter { $0 == .parcelLocker }.count == (packs.count + 1) / 2)
        #expect(packs.allSatisfy { $0.shipmentType != .unsupported("") })
    }
}
