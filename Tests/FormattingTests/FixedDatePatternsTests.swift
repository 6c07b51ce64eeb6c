import Foundation
import Localization
import Testing

@testable import Formatting

/// The written-out date patterns print exactly what `Date.FormatStyle` prints (ICU's pattern for
/// the locale), in every language, style and time zone, so skipping ICU's pattern generator
/// changes no character a user sees.
@Suite struct FixedDatePatternsTests {
    /// Every 7 hours 13 minutes 17 seconds over two years (every hour of the day, day of the
    /// month and month, single and double digits), plus midnight, noon and a leap day.
    private static let dates: [Date] = {
        let start = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01 00:00:00 UTC
        let step = 7.0 * 3_600 + 13 * 60 + 17
        let spread = (0..<2_430).map { start.addingTimeInterval(Double($0) * step) }
        let edges = [0, 43_200, 86_399, 5_097_600].map { start.addingTimeInterval(Double($0)) }
        return spread + edges
    }()

    @Test(arguments: Language.allCases)
    func everyStyleIsICUsPattern(language: Language) throws {
        for zone in ["UTC", "Europe/Warsaw", "America/Los_Angeles", "Asia/Kolkata"] {
            let timeZone = try #require(TimeZone(identifier: zone))
            let formatters = Formatters(language: language, timeZone: timeZone)
            #expect(
                FixedDatePatterns.format(.date, localeIdentifier: formatters.locale.identifier) != nil,
                "\(language) has fixed patterns")
            for style in DateStyle.allCases {
                let differing = Self.dates.first {
                    formatters.date($0, style: style) != formatters.icuDate($0, style: style)
                }
                if let differing {
                    Issue.record(
                        """
                        \(language) \(style) in \(zone): \(formatters.date(differing, style: style)) \
                        where ICU prints \(formatters.icuDate(differing, style: style))
                        """)
                }
            }
        }
    }

    @Test func otherLocalesUseICUsPatterns() {
        let british = Formatters(locale: Locale(identifier: "en_GB"), timeZone: .gmt)
        #expect(FixedDatePatterns.format(.date, localeIdentifier: "en_GB") == nil)
        let date = Date(timeIntervalSince1970: 1_700_003_585)
        #expect(british.date(date, style: .date) == british.icuDate(date, style: .date))
        #expect(british.date(date, style: .date) == "14 Nov 2023")
    }
}
