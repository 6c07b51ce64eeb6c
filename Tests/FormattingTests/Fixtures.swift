import Formatting
import Foundation
import Localization

/// Pinned inputs so every expectation is exact and independent of the machine's settings.
enum Fixtures {
    /// 2023-11-14 22:13:20 UTC, which is 23:13 in Warsaw, Berlin and Madrid.
    static let instant = Date(timeIntervalSince1970: 1_700_000_000)
    static let warsaw = TimeZone(identifier: "Europe/Warsaw") ?? .gmt

    static func formatters(_ language: Language, timeZone: TimeZone = warsaw) -> Formatters {
        Formatters(language: language, timeZone: timeZone)
    }

    /// A decimal from its exact decimal text (never through Double).
    static func decimal(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }
}
