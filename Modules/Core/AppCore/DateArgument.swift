import Foundation
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
