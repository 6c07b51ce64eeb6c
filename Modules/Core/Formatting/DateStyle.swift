/// The named absolute date and time styles features choose from.
public enum DateStyle: Sendable, CaseIterable {
    /// Abbreviated date: "Nov 14, 2023", "14 lis 2023".
    case date
    /// Long date: "November 14, 2023", "14 listopada 2023".
    case long
    /// Abbreviated date and short time: "Nov 14, 2023 at 11:13 PM".
    case dateTime
    /// Abbreviated date and time with seconds: "Nov 14, 2023 at 11:13:05 PM" (a poll every
    /// few seconds).
    case dateTimeSeconds
    /// Short time: "11:13 PM", "23:13".
    case time
    /// All-digit date: "11/14/2023", "14.11.2023".
    case numeric
}
