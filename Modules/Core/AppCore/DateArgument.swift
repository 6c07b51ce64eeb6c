import Foundation
import JSONDecoding
import Localization
import Networking

/// Parses dates typed on the command line: ISO 8601 date-times (`2026-12-24T18:00:00+01:00`)
/// or plain dates (`2026-12-24`, midnight in `timeZone`).
public enum DateArgument {
    /// The date `text` names, or nil when it is neither form.
    public static func parse(_ text: String, timeZone: TimeZone) -> Date? {
        if let date = ISO8601DateParser.parse(text) { return date }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: year, month: month, day: day)
        guard components.isValidDate(in: calendar) else { return nil }
        return calendar.date(from: components)
    }
}

extension DateArgument {
    /// The date a subcommand's optional date option names (`--at 2026-12-24`), else `now()`;
    /// text that is neither form is a usage failure (exit 64) that names the option and both forms.
    public static func resolve(
        _ text: String?, option: String, timeZone: TimeZone, localizer: Localizer = Localizer(language: .en),
        now: () throws -> Date
    ) throws -> Date {
        guard let text else { return try now() }
        guard let date = parse(text, timeZone: timeZone) else {
            throw CommandFailure(
                localizer.string(UsageStrings.notADate, ["option": option, "text": UsageText.bounded(text)]),
                exitCode: ExitStatus.usage)
        }
        return date
    }

    /// ``resolve(_:option:timeZone:now:)`` in the app's time zone, defaulting to the app's
    /// ``WallClock`` (so `--now` and test clocks apply).
    @MainActor public static func resolve(_ text: String?, option: String, in context: AppContext) throws
        -> Date
    {
        try resolve(text, option: option, timeZone: context.formatters.timeZone, localizer: context.localizer)
        {
            try context.resolver.require(WallClock.self).now()
        }
    }
}
