import Foundation

/// The rule set to price with, where it came from, and why it is not the server's, if it is not.
public struct RuleSetLoad: Sendable, Hashable {
    /// Where a rule set came from.
    public enum Source: Sendable, Hashable {
        /// Fetched from the backend just now.
        case server(fetchedAt: Date)
        /// The copy saved the last time the backend answered.
        case cache(fetchedAt: Date)
        /// The defaults shipped with the app (no server answer and nothing saved yet).
        case bundled
        /// A local file the user chose.
        case file(path: String)
    }

    /// The rules.
    public var ruleSet: PricingRuleSet
    /// Their origin.
    public var source: Source
    /// Why the server's rules could not be used, when they could not.
    public var problem: RulesProblem?

    /// A load of `ruleSet` from `source`, with `problem` if the server's could not be used.
    public init(ruleSet: PricingRuleSet, source: Source, problem: RulesProblem? = nil) {
        self.ruleSet = ruleSet
        self.source = source
        self.problem = problem
    }
}

/// Why rules could not be fetched or used.
public enum RulesProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// No connection to the backend.
    case offline
    /// The backend failed (HTTP error, timeout); the message says how.
    case unavailable(String)
    /// The rule set is malformed; the message names the offending field.
    case invalid(String)

    /// Whether the problem is a missing connection.
    public var isOffline: Bool { self == .offline }

    public var description: String {
        switch self {
        case .offline: "The promotions server cannot be reached."
        case .unavailable(let message): message
        case .invalid(let message): "The promotions are invalid: \(message)"
        }
    }
}
