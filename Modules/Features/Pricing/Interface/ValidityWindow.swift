import Foundation

/// When a rule applies: from `start` (inclusive) until `end` (exclusive); an open side is unbounded.
public struct ValidityWindow: Sendable, Hashable, Codable {
    /// The first instant the rule applies, or nil for "since always".
    public var start: Date?
    /// The first instant the rule no longer applies, or nil for "until further notice".
    public var end: Date?

    /// A window from `start` until `end`.
    public init(start: Date? = nil, end: Date? = nil) {
        self.start = start
        self.end = end
    }

    /// Whether `date` is inside the window.
    public func contains(_ date: Date) -> Bool {
        if let start, date < start { return false }
        if let end, date >= end { return false }
        return true
    }
}
