import Formatting
import Foundation
import Localization
import MosaicTestSupport
import Testing

@Suite struct DateFormattingTests {
    @Test func namedStylesInEnglish() {
        let english = Fixtures.formatters(.en)
        #expect(english.date(Fixtures.instant) == "Nov 14, 2023")
        #expect(english.date(Fixtures.instant, style: .long) == "November 14, 2023")
        #expect(english.date(Fixtures.instant, style: .dateTime) == "Nov 14, 2023 at 11:13\u{202F}PM")
        #expect(english.date(Fixtures.instant, style: .time) == "11:13\u{202F}PM")
        #expect(english.date(Fixtures.instant, style: .numeric) == "11/14/2023")
    }

    @Test func namedStylesInPolishGermanAndSpanish() {
        let polish = Fixtures.formatters(.pl)
        #expect(polish.date(Fixtures.instant) == "14 lis 2023")
        #expect(polish.date(Fixtures.instant, style: .long) == "14 listopada 2023")
        #expect(polish.date(Fixtures.instant, style: .dateTime) == "14 lis 2023 o 23:13")
        #expect(polish.date(Fixtures.instant, style: .numeric) == "14.11.2023")
        let german = Fixtures.formatters(.de)
        #expect(german.date(Fixtures.instant) == "14. Nov. 2023")
        #expect(german.date(Fixtures.instant, style: .dateTime) == "14. Nov. 2023, 23:13")
        #expect(german.date(Fixtures.instant, style: .numeric) == "14.11.2023")
        let spanish = Fixtures.formatters(.es)
        #expect(spanish.date(Fixtures.instant, style: .long) == "14 de noviembre de 2023")
        #expect(spanish.date(Fixtures.instant, style: .time) == "23:13")
        #expect(spanish.date(Fixtures.instant, style: .numeric) == "14/11/2023")
    }

    @Test func timeZoneDecidesTheDayAndHour() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(Fixtures.formatters(.de, timeZone: utc).date(Fixtures.instant, style: .time) == "22:13")
        #expect(
            Fixtures.formatters(.de, timeZone: tokyo).date(Fixtures.instant, style: .dateTime)
                == "15. Nov. 2023, 07:13")
        // Hour padding follows each locale's CLDR short time: HH:mm in pl, H:mm in es, h:mm a in en.
        #expect(Fixtures.formatters(.pl, timeZone: tokyo).date(Fixtures.instant, style: .time) == "07:13")
        #expect(Fixtures.formatters(.es, timeZone: tokyo).date(Fixtures.instant, style: .time) == "7:13")
        #expect(
            Fixtures.formatters(.en, timeZone: tokyo).date(Fixtures.instant, style: .time) == "7:13\u{202F}AM"
        )
    }

    /// The same day as the formatted date says it: in the formatters' time zone, not UTC.
    @Test func theSameDayIsTheDayOfTheFormattersTimeZone() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let inUTC = Fixtures.formatters(.de, timeZone: utc)
        let inTokyo = Fixtures.formatters(.de, timeZone: tokyo)
        let hourLater = Fixtures.instant + 3600  // 23:13 UTC on Nov 14, 08:13 in Tokyo on Nov 15
        #expect(inUTC.isSameDay(Fixtures.instant, as: hourLater))
        #expect(inTokyo.isSameDay(Fixtures.instant, as: hourLater))
        let twoHoursLater = Fixtures.instant + 7200  // 00:13 UTC on Nov 15
        #expect(!inUTC.isSameDay(Fixtures.instant, as: twoHoursLater))
        #expect(inTokyo.isSameDay(Fixtures.instant, as: twoHoursLater))
        for formatters in [inUTC, inTokyo] {
            for later in [hourLater, twoHoursLater, Fixtures.instant + 86_400] {
                #expect(
                    formatters.isSameDay(Fixtures.instant, as: later)
                        == (formatters.date(Fixtures.instant) == formatters.date(later)))
            }
        }
    }

    @Test func relativeDatesInEveryLanguage() {
        let now = Fixtures.instant
        let threeDaysAgo = now.addingTimeInterval(-3 * 86_400)
        let inTwoDays = now.addingTimeInterval(2 * 86_400)
        let inThreeDays = now.addingTimeInterval(3 * 86_400)
        let english = Fixtures.formatters(.en)
        #expect(english.relative(scheduled: inTwoDays, to: now) == "in 2 days")
        #expect(english.relative(threeDaysAgo, to: now) == "3 days ago")
        #expect(english.relative(scheduled: threeDaysAgo, to: now) == "3 days ago")
        #expect(Fixtures.formatters(.de).relative(threeDaysAgo, to: now) == "vor 3 Tagen")
        #expect(Fixtures.formatters(.pl).relative(scheduled: inThreeDays, to: now) == "za 3 dni")
        #expect(Fixtures.formatters(.pl).relative(threeDaysAgo, to: now) == "3 dni temu")
        #expect(Fixtures.formatters(.es).relative(threeDaysAgo, to: now) == "hace 3 días")
    }

    /// A sync stamped a moment after "now" (clock skew, mock latency) happened, so it is "now",
    /// never "in 2 seconds"; in both presentations and however far ahead it is.
    @Test(arguments: [
        (Language.en, "now"), (.pl, "teraz"), (.de, "jetzt"), (.es, "ahora"),
    ])
    func pastEventsAreNeverInTheFuture(language: Language, word: String) {
        let now = Fixtures.instant
        let formatters = Fixtures.formatters(language)
        #expect(formatters.relative(now.addingTimeInterval(2), to: now) == word)
        #expect(formatters.relative(now.addingTimeInterval(3 * 86_400), to: now) == word)
        #expect(formatters.relative(now, to: now, presentation: .numeric) == word)
        #expect(formatters.relative(now.addingTimeInterval(2), to: now, presentation: .numeric) == word)
        #expect(formatters.relative(now.addingTimeInterval(-0.4), to: now, presentation: .numeric) == word)
        #expect(formatters.relative(now.addingTimeInterval(-2), to: now) != word, "the past still counts")
    }

    @Test func scheduledEventsKeepTheirDirection() {
        let now = Fixtures.instant
        #expect(
            Fixtures.formatters(.en).relative(scheduled: now.addingTimeInterval(2), to: now) == "in 2 seconds"
        )
        #expect(
            Fixtures.formatters(.es).relative(scheduled: now.addingTimeInterval(2), to: now)
                == "dentro de 2 segundos")
    }

    @Test func namedAndNumericPresentations() {
        let now = Fixtures.instant
        let tomorrow = now.addingTimeInterval(86_400)
        let inTwoDays = now.addingTimeInterval(2 * 86_400)
        let english = Fixtures.formatters(.en)
        let polish = Fixtures.formatters(.pl)
        #expect(english.relative(scheduled: tomorrow, to: now) == "tomorrow")
        #expect(english.relative(scheduled: tomorrow, to: now, presentation: .numeric) == "in 1 day")
        #expect(english.relative(now.addingTimeInterval(-86_400), to: now) == "yesterday")
        #expect(
            english.relative(now.addingTimeInterval(-86_400), to: now, presentation: .numeric) == "1 day ago")
        #expect(polish.relative(scheduled: inTwoDays, to: now) == "pojutrze")
        #expect(polish.relative(scheduled: inTwoDays, to: now, presentation: .numeric) == "za 2 dni")
        #expect(Fixtures.formatters(.de).relative(now.addingTimeInterval(-3_600), to: now) == "vor 1 Stunde")
    }
}
