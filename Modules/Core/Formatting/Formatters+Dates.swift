import Foundation

extension Formatters {
    /// An absolute date and/or time in `style`, in this locale and time zone.
    public func date(_ date: Date, style: DateStyle = .date) -> String {
        guard let format = FixedDatePatterns.format(style, localeIdentifier: locale.identifier) else {
            return icuDate(date, style: style)
        }
        return Date.VerbatimFormatStyle(
            format: format, locale: locale, timeZone: timeZone, calendar: calendar
        )
        .format(date)
    }

    /// `date` in `style` through `Date.FormatStyle` (ICU's pattern for the locale): what
    /// ``date(_:style:)`` prints for locales without ``FixedDatePatterns``, and what tests compare
    /// the fixed patterns with.
    func icuDate(_ date: Date, style: DateStyle) -> String {
        dateFormat(style).format(date)
    }

    /// Whether `date` and `other` fall on the same day in this calendar and time zone (what
    /// comparing their ``date(_:style:)`` texts tells, without formatting either).
    public func isSameDay(_ date: Date, as other: Date) -> Bool {
        calendar.isDate(date, inSameDayAs: other)
    }

    /// When something happened, relative to `now`: "3 days ago", "vor 3 Tagen", "wczoraj".
    ///
    /// For past events (syncs, updates, receipts). A date after `now` (clock skew, a server stamp a
    /// moment ahead, a response that arrived during the load) reads as `now` ("now", "teraz",
    /// "jetzt", "ahora"), never "in 2 seconds". `now` is injected so tests and screens agree on
    /// one instant.
    public func relative(
        _ date: Date, to now: Date, presentation: Date.RelativeFormatStyle.Presentation = .named
    ) -> String {
        let date = min(date, now)
        // `.numeric` has no word for zero ("in 0 seconds"): within a second, both say "now".
        let presentation = now.timeIntervalSince(date) < 1 ? .named : presentation
        return relative(scheduled: date, to: now, presentation: presentation)
    }

    /// When something is scheduled, relative to `now`, in either direction: "in 2 days",
    /// "tomorrow", "za 3 dni", "hace 3 días".
    ///
    /// `.named` prefers words where the language has them ("tomorrow", "pojutrze");
    /// `.numeric` always counts ("in 1 day", "za 2 dni").
    public func relative(
        scheduled date: Date, to now: Date, presentation: Date.RelativeFormatStyle.Presentation = .named
    ) -> String {
        // The anchored style formats its anchor relative to the date passed to format().
        Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: presentation, unitsStyle: .wide, locale: locale,
            calendar: calendar
        ).format(now)
    }

    private func dateFormat(_ style: DateStyle) -> Date.FormatStyle {
        let date: Date.FormatStyle.DateStyle =
            switch style {
            case .date, .dateTime, .dateTimeSeconds: .abbreviated
            case .long: .long
            case .numeric: .numeric
            case .time: .omitted
            }
        let format = Date.FormatStyle(
            date: date, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
        guard style == .time || style == .dateTime || style == .dateTimeSeconds else { return format }
        // Not `time: .shortened`: it drops the leading zero CLDR's short time keeps in de and pl
        // ("7:13" instead of "07:13"), so the hour width follows the locale's own pattern.
        let hour: Date.FormatStyle.Symbol.Hour =
            usesTwoDigitHours ? .twoDigits(amPM: .abbreviated) : .defaultDigits(amPM: .abbreviated)
        let minutes = format.hour(hour).minute(.twoDigits)
        return style == .dateTimeSeconds ? minutes.second(.twoDigits) : minutes
    }
}
