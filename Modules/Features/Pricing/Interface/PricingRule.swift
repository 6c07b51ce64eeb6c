import Foundation
import Localization

/// One discount rule of the rule set: data from the backend, not code, so promotions change
/// with the seasons without a release.
public struct PricingRule: Sendable, Hashable, Identifiable {
    /// Where a rule stands at a given instant.
    public enum Status: Sendable, Hashable {
        /// Applies now.
        case active
        /// Starts later.
        case scheduled
        /// Has ended.
        case ended
        /// Of a type this version cannot apply.
        case unsupported
    }

    /// A stable identifier, unique in its rule set, e.g. "voucher-2x1".
    public var id: String
    /// The promotion's name in the backend's languages.
    public var name: LocalizedText
    /// What the rule does.
    public var kind: PricingRuleKind
    /// The product codes it applies to (each product on its own).
    public var productCodes: [String]
    /// When it applies; nil means always.
    public var validity: ValidityWindow?

    /// A rule `id` of `kind` for `productCodes`, valid in `validity`.
    public init(
        id: String, name: LocalizedText, kind: PricingRuleKind, productCodes: [String],
        validity: ValidityWindow? = nil
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.productCodes = productCodes
        self.validity = validity
    }

    /// The rule's status at `date`.
    public func status(at date: Date) -> Status {
        if case .unsupported = kind { return .unsupported }
        guard let validity else { return .active }
        if let start = validity.start, date < start { return .scheduled }
        return validity.contains(date) ? .active : .ended
    }

    /// Whether the rule can apply to `code` at `date`.
    public func applies(to code: String, at date: Date) -> Bool {
        status(at: date) == .active && productCodes.contains(code)
    }
}
