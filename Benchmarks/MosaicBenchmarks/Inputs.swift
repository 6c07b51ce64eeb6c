import Formatting
import Foundation
import HiringInterface
import Pricing
import PricingInterface

/// Seeded inputs shaped like Tooling/bench/generate.py's: the same mix of statuses, dates, names and
/// one malformed element in 997, so the tolerant decoding does its real work.
enum Inputs {
    private static let statuses = [
        "CREATED", "NOT_READY", "CONFIRMED", "ADOPTED_AT_SOURCE_BRANCH", "SENT_FROM_SOURCE_BRANCH",
        "ADOPTED_AT_SORTING_CENTER", "SENT_FROM_SORTING_CENTER", "OTHER", "DELIVERED", "RETURNED_TO_SENDER",
        "AVIZO", "OUT_FOR_DELIVERY", "READY_TO_PICKUP", "PICKUP_TIME_EXPIRED", "LOST_IN_SPACE",
    ]
    private static let senders = ["Allegro", "Zalando", "Księgarnia Żółw", "Empik", "IKEA", "Media Expert"]
    private static let partners = ["REWE Group", "Aral", "Alnatura", "Thalia", "dm-drogerie markt", "OTTO"]
    private static let brokenEvery = 997

    /// A deterministic generator (SplitMix64).
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((value ^ (value >> 31)) % UInt64(bound))
        }
        mutating func date(_ zone: String) -> String {
            String(
                format: "2025-%02d-%02dT%02d:%02d:%02d%@", next(12) + 1, next(28) + 1, next(24), next(60),
                next(60), zone)
        }
    }

    /// A `GET /packs` body with `count` elements.
    static func packs(_ count: Int) -> Data {
        var random = Random(state: UInt64(count))
        var json = "["
        json.reserveCapacity(count * 200)
        for index in 0..<count {
            if index > 0 { json += "," }
            if index % brokenEvery == brokenEvery - 1 {
                json += #"{"id": \#(index), "sender": null}"#
                continue
            }
            json +=
                #"{"id": "\#(String(format: "1%022d", index))", "status": "\#(statuses[random.next(statuses.count)])""#
            json += #", "sender": "\#(senders[random.next(senders.count)])", "shipmentType": "PARCEL_LOCKER""#
            for key in ["expiryDate", "pickUpDate", "storedDate"] where random.next(10) < 6 {
                json += #", "\#(key)": "\#(random.date("Z"))""#
            }
            json += "}"
        }
        return Data((json + "]").utf8)
    }

    /// A `GET /transactions` body with `count` items.
    static func transactions(_ count: Int) -> Data {
        var random = Random(state: UInt64(count) &+ 1)
        var json = #"{"items": ["#
        json.reserveCapacity(count * 250)
        for index in 0..<count {
            if index > 0 { json += "," }
            if index % brokenEvery == brokenEvery - 1 {
                json += #"{"partnerDisplayName": "Broken", "alias": {}, "category": "x"}"#
                continue
            }
            json += #"{"partnerDisplayName": "\#(partners[random.next(partners.count)])", "alias": "#
            json += #"{"reference": "\#(String(format: "%015d", random.next(1_000_000_000)))"}, "#
            json += #""category": \#(random.next(3) + 1), "transactionDetail": {"description": "Punkte", "#
            json +=
                #""bookingDate": "\#(random.date("+0100"))", "value": {"amount": \#(random.next(500) + 1), "#
            json += #""currency": "PBP"}}}"#
        }
        return Data((json + "]}").utf8)
    }

    /// Hiring items: a sixth with blank or missing names, in four lists.
    static func hiringItems(_ count: Int) -> [HiringItem] {
        var random = Random(state: UInt64(count) &+ 2)
        return (0..<count).map { index in
            let names: [String?] = [
                "Item \(index)", "Item \(index)", "Item \(index)", "Item \(index)", nil, " ",
            ]
            return HiringItem(id: index, listId: random.next(4) + 1, name: names[random.next(names.count)])
        }
    }

    /// `count` scanned items of the store's ten products, one line each.
    static func basket(_ count: Int) -> [BasketLine] {
        let products = [
            ("VOUCHER", "5"), ("TSHIRT", "20"), ("MUG", "7.5"), ("HOODIE", "39.99"), ("CAP", "14.95"),
            ("SCARF", "19.5"), ("BOTTLE", "12"), ("NOTEBOOK", "6.25"), ("STICKERS", "2.99"),
            ("UMBRELLA", "24.9"),
        ].map { code, price in
            PricingProduct(
                code: code, name: code.capitalized,
                unitPrice: Money(amount: Decimal(string: price) ?? 0, currency: "EUR"))
        }
        var random = Random(state: UInt64(count) &+ 3)
        return (0..<count).map { _ in BasketLine(product: products[random.next(products.count)], quantity: 1)
        }
    }

    /// The promotions the store bundles (the repository's own file).
    static func rules() -> PricingRuleSet {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(
                path: "Modules/Features/Pricing/Mocks/Resources/pricing-rules.json")
        do {
            return try RuleSetDecoder.decode(fileAt: file)
        } catch {
            fatalError("cannot read \(file.path): \(error)")
        }
    }
}
