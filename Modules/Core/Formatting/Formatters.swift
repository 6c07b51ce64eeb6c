import Foundation
import Localization
import Synchronization

/// Every locale-aware formatter a feature needs, pinned to one locale, calendar and time zone.
///
/// Built once at the composition root from the resolved `Language` and a `TimeZone`; never
/// reads `Locale.current` or `TimeZone.current` itself.
public struct Formatters: Sendable {
    /// The locale numbers, money and dates are formatted in.
    public let locale: Locale
    /// The time zone absolute dates are shown in.
    public let timeZone: TimeZone
    /// The gregorian calendar in `locale` and `timeZone` used for dates.
    public let calendar: Calendar
    /// Looks up unit strings such as "points" in the matching language.
    public let localizer: Localizer
    /// Whether the locale's CLDR short time pads hours ("07:13" in de, pl; "7:13" in en, es): read
    /// when a time is first formatted, not when the formatters are built (ICU's pattern costs
    /// about two milliseconds, and a first frame often shows no time at all).
    var usesTwoDigitHours: Bool {
        Self.shortTimePadsHours(locale: locale, calendar: calendar)
    }

    /// Formatters for the localizer's language and locale in `timeZone`, sharing its string tables.
    public init(localizer: Localizer, timeZone: TimeZone) {
        self.init(locale: localizer.locale, timeZone: timeZone, localizer: localizer)
    }

    /// Formatters for `language`'s locale in `timeZone`.
    public init(language: Language, timeZone: TimeZone) {
        self.init(localizer: Localizer(language: language), timeZone: timeZone)
    }

    /// Formatters for an arbitrary locale (e.g. `en_GB`); unit strings use its language,
    /// or English when Mosaic has no translations for it.
    public init(locale: Locale, timeZone: TimeZone) {
        let language = Language(identifier: locale.identifier) ?? .en
        self.init(locale: locale, timeZone: timeZone, localizer: Localizer(language: language))
    }

    /// Formatters with words from `localizer` but numbers, money and dates in `locale`'s
    /// conventions (a region chosen apart from the language, e.g. English words, German numbers).
    public init(localizer: Localizer, locale: Locale, timeZone: TimeZone) {
        self.init(locale: locale, timeZone: timeZone, localizer: localizer)
    }

    private init(locale: Locale, timeZone: TimeZone, localizer: Localizer) {
        self.locale = locale
        self.timeZone = timeZone
        self.localizer = localizer
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The hour widths read so far, by locale identifier: an app builds several `Formatters` for
    /// one locale while it starts, and ICU's pattern costs a millisecond each time.
    private static let hourWidths = Mutex<[String: Bool]>([:])

    /// Reads the hour width from the locale's CLDR short time pattern, once per locale.
    private static func shortTimePadsHours(locale: Locale, calendar: Calendar) -> Bool {
        if let known = hourWidths.withLock({ $0[locale.identifier] }) { return known }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        let pattern = formatter.dateFormat ?? ""
        let pads = ["HH", "hh", "kk", "KK"].contains { pattern.contains($0) }
        hourWidths.withLock { $0[locale.identifier] = pads }
        return pads
    }

    /// An integer with the locale's grouping: "1,234", "1.234", "1234" (pl, es), "12 345" (pl).
    public func number(_ value: Int) -> String {
        value.formatted(.number.locale(locale))
    }

    /// A decimal with the locale's separators, showing its significant fraction digits.
    public func number(_ value: Decimal) -> String {
        value.formatted(.number.locale(locale))
    }

    /// A decimal rounded to exactly `fractionDigits` fraction digits: "1,50" for 1.5 and 2.
    public func number(_ value: Decimal, fractionDigits: Int) -> String {
        let digits = max(0, fractionDigits)
        return value.formatted(.number.locale(locale).precision(.fractionLength(digits)))
    }
}
