import Foundation
import Networking

/// The rule set to price with, where it came from, and why it is not the server's, if it is not.
public struct RuleSetLoad: Sendable, Hashable {
    /// Where a rule set came from.
    public enum Source: Sendable, Hashable {
        /// Fetched from the backend just now.
        case server(syncedAt: Date)
        /// The copy saved the last time the backend answered.
        case cache(syncedAt: Date)
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
    /// The backend could not be used (no network, server down or failing, unreadable answer).
    case network(NetworkError)
    /// The rule set is malformed; `detail` names the offending field (English, for the log and
    /// for the author of a `--rules` file).
    case invalid(String)

    /// Whether there is no network.
    public var isOffline: Bool { if case .network(let error) = self { error.isOffline } else { false } }

    /// The network failure behind the problem, if it is one.
    public var networkError: NetworkError? { if case .network(let error) = self { error } else { nil } }

    public var description: String {
        switch self {
        case .network(let error): error.description
        case .invalid(let detail): "The promotions are invalid: \(detail)"
        }
    }
}
