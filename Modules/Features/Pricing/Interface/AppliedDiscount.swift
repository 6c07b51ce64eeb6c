import Formatting
import Foundation
import Localization

/// A discount the engine applied to a line: which rule, why, and how much it saved.
public struct AppliedDiscount: Sendable, Hashable {
    /// The rule's identifier.
    public var ruleID: String
    /// The rule's name.
    public var name: LocalizedText
    /// What triggered it.
    public var trigger: DiscountTrigger
    /// The amount saved, rounded to the currency's minor unit.
    public var saved: Money

    /// A discount of `saved` from rule `ruleID` named `name`, triggered by `trigger`.
    public init(ruleID: String, name: LocalizedText, trigger: DiscountTrigger, saved: Money) {
        self.ruleID = ruleID
        self.name = name
        self.trigger = trigger
        self.saved = saved
    }
}
