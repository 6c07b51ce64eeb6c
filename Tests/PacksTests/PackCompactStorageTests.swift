import Foundation
import PacksInterface
import Testing

/// A parcel is kept in compact fields (an id of digits as two numbers, dates as seconds, known
/// values as bytes, rare texts in a shared box): every property must read back exactly what was
/// given, and equality and hashing must behave as the plain struct's did.
@Suite struct PackCompactStorageTests {
    private let date = Date(timeIntervalSince1970: 1_745_000_000.25)

    private func pack(
        id: String = "1", status: PackStatus = .known(.delivered), sender: String = "IKEA",
        shipmentType: ShipmentType = .courier, expiry: Date? = nil, pickUp: Date? = nil, stored: Date? = nil
    ) -> Pack {
        Pack(
            id: id, status: status, sender: sender, shipmentType: shipmentType, expiryDate: expiry,
            pickUpDate: pickUp, storedDate: stored)
    }

    @Test(arguments: [
        "0", "7", "007", "10000000000000000000000", "9999999999999999999", "10000000000000000000",
        String(repeating: "9", count: 38), "0" + String(repeating: "1", count: 37),
        String(repeating: "9", count: 39), "00000000000000000000000000000000000000000001",
        "", " 12", "12 ", "A123", "１２", "12a", "-5", "1.5", "Księgarnia",
    ])
    func everyIDReadsBackAsGiven(_ id: String) {
        #expect(pack(id: id).id == id)
        var changed = pack(id: "55")
        changed.id = id
        #expect(changed.id == id)
        #expect(changed == pack(id: id))
    }

    @Test func digitsAreKeptOnlyForOneTo38ASCIIDigits() throws {
        let digits = try #require(pack(id: "0012345678901234567890").idDigits)
        #expect(digits.count == 22)
        #expect(digits.text == "0012345678901234567890")
        #expect(digits.high == 1)
        #expect(digits.low == 2_345_678_901_234_567_890)
        #expect(pack(id: String(repeating: "1", count: 38)).idDigits != nil)
        #expect(pack(id: String(repeating: "1", count: 39)).idDigits == nil)
        #expect(pack(id: "").idDigits == nil)
        #expect(pack(id: "12x").idDigits == nil)
        let zeros = try #require(PackIDDigits("000"))
        #expect(zeros.high == 0 && zeros.low == 0 && zeros.text == "000")
    }

    @Test func theDigitsInitializerMakesTheSameParcelAsTheText() throws {
        let digits = try #require(PackIDDigits("10000000000000000000042"))
        let packed = Pack(
            id: digits, status: .unsupported("LOST"), sender: "Zalando", shipmentType: .unsupported("DRONE"),
            expiryDate: date, pickUpDate: nil, storedDate: date)
        let text = pack(
            id: "10000000000000000000042", status: .unsupported("LOST"), sender: "Zalando",
            shipmentType: .unsupported("DRONE"), expiry: date, stored: date)
        #expect(packed == text)
        #expect(packed.hashValue == text.hashValue)
        #expect(Set([packed, text]).count == 1)
    }

    @Test func idKeysAreEqualExactlyWhenTheTextsAre() {
        let ids = ["7", "07", "007", "10000000000000000000042", "10000000000000000000042 ", "X-7", "", "１"]
        for left in ids {
            #expect(pack(id: left).idKey == PackIDKey(left))
            for right in ids {
                #expect((PackIDKey(left) == PackIDKey(right)) == (left == right), "\(left) / \(right)")
            }
        }
        #expect(Set(ids.map(PackIDKey.init)).count == ids.count)
    }

    @Test func idBytesAreTheIDsUTF8() {
        for id in ["10000000000000000000042", "007", "Księgarnia-1", ""] {
            #expect(pack(id: id).withIDUTF8 { Array($0) } == Array(id.utf8))
        }
    }

    @Test func statusesAndTypesReadBackIncludingUnknownSpellings() {
        let statuses: [PackStatus] =
            KnownPackStatus.allCases.map(PackStatus.known) + [
                .unsupported("LOST_IN_SPACE"), .unsupported(""), .unsupported("CREATED"),
            ]
        let types: [ShipmentType] = [.parcelLocker, .courier, .unsupported("DRONE"), .unsupported("COURIER")]
        for status in statuses {
            for type in types {
                var parcel = pack(status: status, shipmentType: type)
                #expect(parcel.status == status)
                #expect(parcel.shipmentType == type)
                parcel.status = .known(.avizo)
                parcel.shipmentType = .parcelLocker
                #expect(parcel == pack(status: .known(.avizo), shipmentType: .parcelLocker))
                parcel.status = status
                parcel.shipmentType = type
                #expect(parcel == pack(status: status, shipmentType: type))
            }
        }
        // A known spelling sent as unsupported stays unsupported, as the enum's cases differ.
        #expect(pack(status: .unsupported("CREATED")) != pack(status: .known(.created)))
    }

    @Test func changingOneRareTextKeepsTheOthers() {
        var parcel = pack(id: "X-1", status: .unsupported("LOST"), shipmentType: .unsupported("DRONE"))
        parcel.status = .known(.created)
        #expect(parcel.id == "X-1")
        #expect(parcel.shipmentType == .unsupported("DRONE"))
        parcel.id = "42"
        #expect(parcel.shipmentType == .unsupported("DRONE"))
        parcel.shipmentType = .courier
        #expect(parcel == pack(id: "42", status: .known(.created), shipmentType: .courier))
    }

    @Test func datesReadBackExactlyAndCanBeCleared() {
        let dates: [Date?] = [
            nil, date, Date(timeIntervalSinceReferenceDate: 0), .distantPast, .distantFuture,
        ]
        for expiry in dates {
            for pickUp in dates {
                var parcel = pack(expiry: expiry, pickUp: pickUp, stored: pickUp)
                #expect(parcel.expiryDate == expiry)
                #expect(parcel.pickUpDate == pickUp)
                #expect(parcel.storedDate == pickUp)
                parcel.pickUpDate = nil
                #expect(parcel.pickUpDate == nil)
                #expect(parcel.expiryDate == expiry)
                #expect(parcel == pack(expiry: expiry, stored: pickUp))
            }
        }
        // A date at the reference date (0 s) is present, not taken for a missing one.
        #expect(pack(expiry: Date(timeIntervalSinceReferenceDate: 0)) != pack())
    }

    @Test func equalityAndHashingFollowEveryProperty() {
        let base = pack(id: "123", expiry: date)
        let variants = [
            pack(id: "0123", expiry: date), pack(id: "124", expiry: date),
            pack(id: "123", status: .known(.avizo), expiry: date),
            pack(id: "123", sender: "Empik", expiry: date),
            pack(id: "123", shipmentType: .parcelLocker, expiry: date), pack(id: "123"),
            pack(id: "123", expiry: date, pickUp: date), pack(id: "123", expiry: date, stored: date),
        ]
        for variant in variants { #expect(variant != base) }
        #expect(Set(variants + [base, pack(id: "123", expiry: date)]).count == variants.count + 1)
    }

    /// What the issue asked of memory: a parcel of a million in a listing without allocations of
    /// its own (the id was a 64-byte string beside a 120-byte parcel).
    @Test func aParcelTakes72Bytes() {
        #expect(MemoryLayout<Pack>.stride <= 72)
    }
}
