import Formatting
import Foundation

/// One booking on the user's PAYBACK account, as the app means it (the wire format is the
/// implementation's business).
public struct Transaction: Sendable, Hashable, Codable {
    /// The booking's reference (`alias.reference`): an opaque string that may start with zeros.
    public var reference: String
    /// The partner the points were collected or spent at, e.g. "REWE Group".
    public var partnerDisplayName: String
    /// The partner category number the backend assigns (the filter groups by it).
    public var category: Int
    /// What the booking was for; `nil` when the backend sent none (shown with a placeholder).
    public var description: String?
    /// When the booking happened.
    public var bookingDate: Date
    /// The amount with its currency: `PBP` (points) or an ISO 4217 code.
    public var amount: Money

    /// A transaction with every field given.
    public init(
        reference: String, partnerDisplayName: String, category: Int, description: String?,
        bookingDate: Date, amount: Money
    ) {
        self.reference = reference
        self.partnerDisplayName = partnerDisplayName
        self.category = category
        self.description = description
        self.bookingDate = bookingDate
        self.amount = amount
    }
}
