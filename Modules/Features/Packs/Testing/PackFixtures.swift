import Foundation
import PacksInterface

/// Parcels for tests and demos: a builder, a representative list, and large generated lists.
public enum PackFixtures {
    /// A fixed "now" that tests and demos agree on: 2025-03-12 12:00 UTC.
    public static let now = date(2025, 3, 12, hour: 12)

    /// `packs` as a stored copy synced at `syncedAt` reads back: from the cache, nothing left out.
    public static func storedCopy(_ packs: [Pack], syncedAt: Date = now) -> PacksSnapshot {
        PacksSnapshot(items: packs, syncedAt: syncedAt, source: .cache)
    }

    /// `packs` as fetched from the server at `syncedAt`, with `skipped` entries left out.
    public static func fetched(_ packs: [Pack], skipped: Int = 0, syncedAt: Date = now) -> PacksSnapshot {
        PacksSnapshot(items: packs, skipped: skipped, syncedAt: syncedAt, source: .server)
    }

    /// The UTC instant of a calendar date and hour.
    public static func date(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0, minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        guard let date = calendar.date(from: components) else {
            preconditionFailure("invalid fixture date \(components)")
        }
        return date
    }

    /// A parcel with sensible defaults for every field not given.
    public static func pack(
        _ id: String = "10000000000000000000001", status: PackStatus = .known(.readyToPickup),
        sender: String = "Sender", shipmentType: ShipmentType = .parcelLocker, expiryDate: Date? = nil,
        pickUpDate: Date? = nil, storedDate: Date? = nil
    ) -> Pack {
        Pack(
            id: id, status: status, sender: sender, shipmentType: shipmentType, expiryDate: expiryDate,
            pickUpDate: pickUpDate, storedDate: storedDate)
    }

    /// A small list covering both groups, both shipment types, missing dates and an unknown status.
    public static let sample: [Pack] = [
        pack(
            "20000000000000000000001", status: .known(.readyToPickup), sender: "Księgarnia Żółw",
            expiryDate: date(2025, 3, 14, hour: 18), storedDate: date(2025, 3, 12, hour: 9)),
        pack(
            "20000000000000000000002", status: .known(.outForDelivery), sender: "Media Expert",
            shipmentType: .courier, expiryDate: date(2025, 3, 15, hour: 20),
            storedDate: date(2025, 3, 12, hour: 6)),
        pack(
            "20000000000000000000003", status: .known(.pickupTimeExpired), sender: "Empik",
            expiryDate: date(2025, 3, 8, hour: 18), storedDate: date(2025, 3, 6, hour: 10)),
        pack("20000000000000000000004", status: .known(.created), sender: "Allegro"),
        pack(
            "20000000000000000000005", status: .unsupported("PARCEL_TELEPORTED"), sender: "Nowy Sklep",
            shipmentType: .unsupported("DRONE")),
        pack(
            "20000000000000000000006", status: .known(.delivered), sender: "Rossmann",
            pickUpDate: date(2025, 3, 5, hour: 17), storedDate: date(2025, 3, 4, hour: 9)),
        pack(
            "20000000000000000000007", status: .known(.returnedToSender), sender: "Ceneo",
            shipmentType: .courier, expiryDate: date(2025, 2, 27, hour: 18)),
    ]

    /// `count` generated parcels with every status and shipment type, some dates missing; the
    /// same `seed` always gives the same list.
    public static func many(_ count: Int, seed: UInt64 = 1) -> [Pack] {
        var random = SplitMix(state: seed)
        let statuses = KnownPackStatus.allCases.map(PackStatus.known) + [.unsupported("NEW_STATUS")]
        let senders = ["Allegro", "Zalando", "Empik", "IKEA", "Mama", "Jan Kowalski", "Żabka", "x-kom"]
        let start = date(2025, 1, 1)
        func someDate() -> Date? {
            random.next() % 4 == 0 ? nil : start.addingTimeInterval(Double(random.next() % 90) * 86_400)
        }
        return (0..<count).map { index in
            pack(
                id(index), status: statuses[Int(random.next() % UInt64(statuses.count))],
                sender: "\(senders[Int(random.next() % UInt64(senders.count))]) \(index)",
                shipmentType: random.next() % 2 == 0 ? .parcelLocker : .courier, expiryDate: someDate(),
                pickUpDate: someDate(), storedDate: someDate())
        }
    }

    /// The 23-digit id of generated parcel `index`: "3" then the index zero-padded to 22 digits.
    public static func id(_ index: Int) -> String {
        let digits = String(index)
        return "3" + String(repeating: "0", count: max(0, 22 - digits.count)) + digits
    }

    /// A tiny deterministic generator (SplitMix64), so generated lists are the same on every run.
    private struct SplitMix {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }
}
