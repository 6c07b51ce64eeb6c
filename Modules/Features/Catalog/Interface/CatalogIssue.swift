import Foundation

/// A product the backend sent that the catalog left out, and why: reported, never silently dropped.
public struct CatalogIssue: Sendable, Hashable, Codable {
    /// What was wrong with it.
    public enum Reason: Sendable, Hashable, Codable {
        /// The entry is not a JSON object.
        case notAnObject
        /// The entry is nested deeper than the app reads (256 levels).
        case nestedTooDeep
        /// It has no code (or an empty one).
        case missingCode
        /// It has no name (or an empty one).
        case missingName
        /// It has no price, or a null one.
        case missingPrice
        /// Its price is below zero, in the catalog's `currency` (nil only in a copy saved before the
        /// app kept it; reading such a copy takes the catalog's products' currency).
        case negativePrice(Decimal, currency: String?)
        /// Its price is not a number; carries what was sent.
        case invalidPrice(String)
        /// Its price is neither text nor a number the app can hold (an object, an array, `1e400`).
        case unreadablePrice
        /// An earlier product has the same code.
        case duplicateCode
    }

    /// The entry's position in the backend's list, from 1.
    public var position: Int
    /// Its code, when it has one.
    public var code: String?
    /// Why it was left out.
    public var reason: Reason

    /// An issue with entry `position` (code `code`) for `reason`.
    public init(position: Int, code: String?, reason: Reason) {
        self.position = position
        self.code = code
        self.reason = reason
    }
}
