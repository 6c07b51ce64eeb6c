import Foundation

/// The date patterns CLDR gives ``DateStyle`` in the four languages the apps ship, written out, so
/// that formatting a date skips ICU's pattern generator and the locale's hour-cycle lookup (about
/// 3 ms of a first frame, which shows a date on nearly every row).
///
/// Each pattern is what `Date.FormatStyle` builds for the style in that locale (with the hour width
/// ``Formatters`` picks: padded in pl and de, not in en and es). `FixedDatePatternsTests` formats
/// every style in every locale both ways, over two years of dates and times in several time zones,
/// and fails on one differing character: an ICU update that changes a pattern is caught there.
/// Any other locale (a region chosen apart from the language, e.g. `en_GB`) uses
/// `Date.FormatStyle`.
enum FixedDatePatterns {
    /// The pattern of `style` in the locale `identifier`; nil when the locale has no fixed patterns.
    static func format(_ style: DateStyle, localeIdentifier identifier: String) -> Date.FormatString? {
        switch identifier {
        case "en_US": english(style)
        case "pl_PL": polish(style)
        case "de_DE": german(style)
        case "es_ES": spanish(style)
        default: nil
        }
    }

    /// "h" before a day period, as en_US writes it: "11:13 PM" (U+202F before the day period).
    private static let twelveHour = Date.FormatStyle.Symbol.VerbatimHour.defaultDigits(
        clock: .twelveHour, hourCycle: .oneBased)
    /// "HH": "07:13".
    private static let paddedHour = Date.FormatStyle.Symbol.VerbatimHour.twoDigits(
        clock: .twentyFourHour, hourCycle: .zeroBased)
    /// "H": "7:13".
    private static let plainHour = Date.FormatStyle.Symbol.VerbatimHour.defaultDigits(
        clock: .twentyFourHour, hourCycle: .zeroBased)

    /// MMM d, y / MMMM d, y / M/d/y / MMM d, y 'at' h:mm a / … h:mm:ss a / h:mm a
    private static func english(_ style: DateStyle) -> Date.FormatString {
        switch style {
        case .date: "\(month: .abbreviated) \(day: .defaultDigits), \(year: .defaultDigits)"
        case .long: "\(month: .wide) \(day: .defaultDigits), \(year: .defaultDigits)"
        case .numeric: "\(month: .defaultDigits)/\(day: .defaultDigits)/\(year: .defaultDigits)"
        case .dateTime:
            "\(month: .abbreviated) \(day: .defaultDigits), \(year: .defaultDigits) at \(hour: twelveHour):\(minute: .twoDigits)\u{202F}\(dayPeriod: .standard(.abbreviated))"
        case .dateTimeSeconds:
            "\(month: .abbreviated) \(day: .defaultDigits), \(year: .defaultDigits) at \(hour: twelveHour):\(minute: .twoDigits):\(second: .twoDigits)\u{202F}\(dayPeriod: .standard(.abbreviated))"
        case .time: "\(hour: twelveHour):\(minute: .twoDigits)\u{202F}\(dayPeriod: .standard(.abbreviated))"
        }
    }

    /// d MMM y / d MMMM y / d.MM.y / d MMM y 'o' HH:mm / … HH:mm:ss / HH:mm
    private static func polish(_ style: DateStyle) -> Date.FormatString {
        switch style {
        case .date: "\(day: .defaultDigits) \(month: .abbreviated) \(year: .defaultDigits)"
        case .long: "\(day: .defaultDigits) \(month: .wide) \(year: .defaultDigits)"
        case .numeric: "\(day: .defaultDigits).\(month: .twoDigits).\(year: .defaultDigits)"
        case .dateTime:
            "\(day: .defaultDigits) \(month: .abbreviated) \(year: .defaultDigits) o \(hour: paddedHour):\(minute: .twoDigits)"
        case .dateTimeSeconds:
            "\(day: .defaultDigits) \(month: .abbreviated) \(year: .defaultDigits) o \(hour: paddedHour):\(minute: .twoDigits):\(second: .twoDigits)"
        case .time: "\(hour: paddedHour):\(minute: .twoDigits)"
        }
    }

    /// d. MMM y / d. MMMM y / d.M.y / d. MMM y, HH:mm / … HH:mm:ss / HH:mm
    private static func german(_ style: DateStyle) -> Date.FormatString {
        switch style {
        case .date: "\(day: .defaultDigits). \(month: .abbreviated) \(year: .defaultDigits)"
        case .long: "\(day: .defaultDigits). \(month: .wide) \(year: .defaultDigits)"
        case .numeric: "\(day: .defaultDigits).\(month: .defaultDigits).\(year: .defaultDigits)"
        case .dateTime:
            "\(day: .defaultDigits). \(month: .abbreviated) \(year: .defaultDigits), \(hour: paddedHour):\(minute: .twoDigits)"
        case .dateTimeSeconds:
            "\(day: .defaultDigits). \(month: .abbreviated) \(year: .defaultDigits), \(hour: paddedHour):\(minute: .twoDigits):\(second: .twoDigits)"
        case .time: "\(hour: paddedHour):\(minute: .twoDigits)"
        }
    }

    /// d MMM y / d 'de' MMMM 'de' y / d/M/y / d MMM y, H:mm / … H:mm:ss / H:mm
    private static func spanish(_ style: DateStyle) -> Date.FormatString {
        switch style {
        case .date: "\(day: .defaultDigits) \(month: .abbreviated) \(year: .defaultDigits)"
        case .long: "\(day: .defaultDigits) de \(month: .wide) de \(year: .defaultDigits)"
        case .numeric: "\(day: .defaultDigits)/\(month: .defaultDigits)/\(year: .defaultDigits)"
        case .dateTime:
            "\(day: .defaultDigits) \(month: .abbreviated) \(year: .defaultDigits), \(hour: plainHour):\(minute: .twoDigits)"
        case .dateTimeSeconds:
            "\(day: .defaultDigits) \(month: .abbreviated) \(year: .defaultDigits), \(hour: plainHour):\(minute: .twoDigits):\(second: .twoDigits)"
        case .time: "\(hour: plainHour):\(minute: .twoDigits)"
        }
    }
}
