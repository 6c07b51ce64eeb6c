import Foundation
import Localization
import PacksInterface
import PacksTesting
import Testing

@testable import Packs

/// Every string exists in every language, statuses read as the brief has them in Polish, and
/// counts are plural-aware.
@Suite struct PacksLocalizationTests {
    @Test(arguments: Language.allCases) func everyKeyIsTranslated(language: Language) {
        let localizer = Localizer(language: language)
        let plurals: [PacksStrings] = [
            .summaryCount, .summaryCountOf, .summaryArchived, .summaryArchivedOf, .skipped,
        ]
        for key in PacksStrings.allCases where !plurals.contains(key) {
            #expect(localizer[key] != key.rawValue, "\(key.rawValue) in \(language)")
        }
        for count in [1, 2, 5, 22, 1_000] {
            #expect(!localizer.plural(PacksStrings.summaryCount, count: count).contains("packs."))
            for key in [PacksStrings.summaryCountOf, .summaryArchivedOf] {
                let text = localizer.plural(key, count: count, ["matches": "1"])
                #expect(!text.contains("packs.") && !text.contains("{"), "\(text)")
            }
            #expect(!localizer.plural(PacksStrings.skipped, count: count).contains("packs."))
        }
    }

    @Test func polishStatusNamesAreTheBriefs() {
        let texts = PacksTestSupport.texts(.pl)
        let expected: [KnownPackStatus: String] = [
            .created: "Przesyłka utworzona", .notReady: "W trakcie przygotowania",
            .confirmed: "Odebrana od Nadawcy",
            .adoptedAtSourceBranch: "Przyjęta w Oddziale", .sentFromSourceBranch: "Wysłana z Oddziału",
            .adoptedAtSortingCenter: "Przyjęta w sortowni", .sentFromSortingCenter: "Wysłana z sortowni",
            .other: "Inne", .delivered: "Odebrana", .returnedToSender: "Zwrot do Nadawcy",
            .avizo: "Pozostawiono Awizo", .outForDelivery: "Wydana do doręczenia",
            .readyToPickup: "Gotowa do odbioru",
            .pickupTimeExpired: "Upłynął termin odbioru",
        ]
        for status in KnownPackStatus.allCases {
            #expect(texts.status(.known(status)) == expected[status], "\(status)")
        }
        #expect(texts.status(.unsupported("BROKEN_STATUS")) == "Inne")
        #expect(PacksTestSupport.texts(.en).status(.unsupported("X")) == "Other")
    }

    @Test(arguments: Language.allCases) func groupNamesAreClearAndDistinct(language: Language) {
        let texts = PacksTestSupport.texts(language)
        #expect(texts.group(.inTransit) != texts.group(.completed))
        #expect(texts.group(.inTransit) != "Gotowe do odbioru", "the design's misleading name is gone")
    }

    @Test func polishCountsUseAllFourForms() {
        let texts = PacksTestSupport.texts(.pl)
        #expect(texts.count(1) == "1 przesyłka")
        #expect(texts.count(3) == "3 przesyłki")
        #expect(texts.count(5) == "5 przesyłek")
        #expect(texts.count(22) == "22 przesyłki")
        #expect(texts.count(10_000) == "10\u{A0}000 przesyłek", "grouped with a no-break space")
    }

    @Test func keyDateFollowsTheStatus() {
        let texts = PacksTestSupport.texts(.en)
        let now = PackFixtures.now
        let expiry = PackFixtures.date(2025, 3, 14, hour: 18)
        let stored = PackFixtures.date(2025, 3, 12)
        let picked = PackFixtures.date(2025, 3, 13)
        func date(_ status: KnownPackStatus) -> String {
            texts.keyDate(
                of: PackFixtures.pack(
                    status: .known(status), expiryDate: expiry, pickUpDate: picked, storedDate: stored),
                now: now)
        }
        #expect(date(.readyToPickup) == "pick up by Mar 14, 2025")
        #expect(date(.pickupTimeExpired) == "expired Mar 14, 2025")
        #expect(date(.delivered) == "picked up Mar 13, 2025")
        #expect(date(.confirmed) == "stored Mar 12, 2025")
        #expect(
            texts.keyDate(of: PackFixtures.pack(status: .known(.created)), now: now) == "",
            "no date, nothing shown")
        #expect(
            texts.keyDate(of: PackFixtures.pack(status: .known(.readyToPickup), storedDate: stored), now: now)
                == "stored Mar 12, 2025", "falls back to the next date the status lists")
        #expect(
            PacksTestSupport.texts(.pl).keyDate(of: PackFixtures.pack(expiryDate: expiry), now: now)
                == "odbierz do 14 mar 2025")
    }

    /// A parcel still "ready for pickup" whose deadline is behind `now` is not shown as a date to
    /// meet: the row says it expired, in every language; a later `now` is what makes the difference.
    @Test(arguments: [
        (Language.en, "expired Mar 11, 2025"), (.pl, "termin minął 11 mar 2025"),
        (.de, "abgelaufen am 11. März 2025"), (.es, "venció el 11 mar 2025"),
    ])
    func aPassedPickupDeadlineReadsAsExpired(language: Language, expected: String) {
        let texts = PacksTestSupport.texts(language)
        let pack = PackFixtures.pack(expiryDate: PackFixtures.date(2025, 3, 11, hour: 18))
        #expect(texts.keyDate(of: pack, now: PackFixtures.now) == expected)
        let before = PackFixtures.date(2025, 3, 11, hour: 17)
        #expect(texts.keyDate(of: pack, now: before) != expected, "before the deadline it is still ahead")
    }

    @Test func detailsMarkAPassedDeadlineOnlyWhileTheParcelWaits() {
        let texts = PacksTestSupport.texts(.en)
        let expiry = PackFixtures.date(2025, 3, 11, hour: 18)
        let waiting = PackFixtures.pack(expiryDate: expiry)
        #expect(
            texts.detailDeadline(of: waiting, now: PackFixtures.now)
                == "Mar 11, 2025 at 6:00\u{202F}PM (deadline passed)")
        #expect(
            texts.detailDeadline(of: waiting, now: PackFixtures.date(2025, 3, 10))
                == "Mar 11, 2025 at 6:00\u{202F}PM")
        let delivered = PackFixtures.pack(status: .known(.delivered), expiryDate: expiry)
        #expect(
            texts.detailDeadline(of: delivered, now: PackFixtures.now) == "Mar 11, 2025 at 6:00\u{202F}PM",
            "a completed parcel's deadline no longer matters")
        #expect(
            PacksTestSupport.texts(.pl).detailDeadline(of: waiting, now: PackFixtures.now)
                == "11 mar 2025 o 18:00 (termin minął)")
    }

    @Test func syncTimeIsAbsoluteAndRelative() {
        let texts = PacksTestSupport.texts(.pl)
        let syncedAt = PackFixtures.now.addingTimeInterval(-26 * 3_600)
        #expect(texts.syncTime(syncedAt, now: PackFixtures.now) == "11 mar 2025 o 10:00 (wczoraj)")
    }
}
