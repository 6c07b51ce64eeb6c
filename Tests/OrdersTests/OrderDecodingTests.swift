import Foundation
import Networking
import OrdersInterface
import OrdersMocks
import Testing

@testable import Orders

/// The contract: fields, statuses (unknown kept as unsupported), dates, and tolerance per order.
@Suite struct OrderDecodingTests {
    @Test func decodesEveryFieldOfTheContract() throws {
        let body = """
            {"orders": [\(wireOrder(extra: """
            , "pickedUpAt": "2026-11-21T10:30:00+01:00", "estimatedDelivery": "2026-11-23T16:00:00.250Z",
             "deliveredAt": null, "lastLocation": {"label": "Poznań hub", "updatedAt": "2026-11-23T11:40:00Z"},
             "driver": {"name": "Piotr", "phone": null}, "deliveryPhoto": "  ", "somethingNew": [1, 2]
            """))]}
            """
        let (orders, skipped) = try OrderMapper.decodeList(Data(body.utf8))
        #expect(skipped == 0)
        let order = try #require(orders.first)
        #expect(order.id == "WB-1")
        #expect(order.status == .inTransit)
        #expect(order.sender == OrderParty(name: "Warehouse", address: "Lagerstraße 5, Berlin"))
        #expect(order.recipient.name == "Anna")
        #expect(order.startedAt == Date(timeIntervalSince1970: 1_795_248_000))
        #expect(order.pickedUpAt == Date(timeIntervalSince1970: 1_795_248_000 + 2.5 * 3_600 - 3_600))
        #expect(order.estimatedDelivery == Date(timeIntervalSince1970: 1_795_449_600.25))
        #expect(order.deliveredAt == nil)
        #expect(order.lastLocation?.label == "Poznań hub")
        #expect(order.driver == OrderDriver(name: "Piotr", phone: nil))
        #expect(order.deliveryPhoto == nil, "a blank photo reference means none")
    }

    @Test(arguments: [
        ("PENDING", OrderStatus.pending), ("IN_TRANSIT", .inTransit), ("DELIVERED", .delivered),
        ("RETURNED_TO_SENDER", .unsupported("RETURNED_TO_SENDER")), ("pending", .unsupported("pending")),
        ("", .unsupported("")),
    ])
    func mapsStatuses(raw: String, expected: OrderStatus) throws {
        let (orders, _) = try OrderMapper.decodeList(Data(#"{"orders": [\#(wireOrder(status: raw))]}"#.utf8))
        #expect(orders.first?.status == expected)
        #expect(orders.first?.status.raw == raw)
    }

    @Test func aMalformedOrderDropsOnlyItselfAndIsCounted() throws {
        let body = """
            {"orders": [
              \(wireOrder(id: "A")),
              {"id": "B", "name": "No status", "from": {"name": "x", "address": "y"}},
              \(wireOrder(id: "C", extra: #", "lastLocation": 5"#)),
              "not an order",
              \(wireOrder(id: "  ")),
              \(wireOrder(id: "F", status: "LOST"))
            ]}
            """
        let (orders, skipped) = try OrderMapper.decodeList(Data(body.utf8))
        #expect(orders.map(\.id) == ["A", "F"])
        #expect(skipped == 4)
    }

    @Test func aBodyThatIsNotAListFailsAsUnreadableData() {
        #expect(throws: NetworkError.self) { try OrderMapper.decodeList(Data(#"{"orders": 3}"#.utf8)) }
        do {
            _ = try OrderMapper.decodeDetail(Data(wireOrder(id: "").utf8))
            Issue.record("a blank id must not decode")
        } catch {
            guard case .decoding = error else { Issue.record("expected decoding, got \(error)"); return }
        }
    }

    @Test func theBundledSampleDecodesWhole() throws {
        let sample = try OrdersMocks.sample()
        #expect(sample.count == 7)
        #expect(
            Set(sample.map(\.status)) == [
                .pending, .inTransit, .delivered, .unsupported("RETURNED_TO_SENDER"),
            ])
    }

    @Test func encodingForTheWireRoundTrips() throws {
        for order in try OrdersMocks.sample() {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            let data = try encoder.encode(OrderDTO(order))
            #expect(try OrderMapper.decodeDetail(data) == order)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(object.keys.contains("deliveredAt"), "every key is present, null when unset")
        }
    }
}
