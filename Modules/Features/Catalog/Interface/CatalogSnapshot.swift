import Foundation

/// The catalog as of one fetch: its valid products, the entries left out, when and from where.
public struct CatalogSnapshot: Sendable, Hashable, Codable {
    /// Where a snapshot came from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// Fetched from the backend just now.
        case server
        /// The copy saved by the last successful fetch.
        case cache
    }

    /// The valid products, in the backend's order.
    public var products: [Product]
    /// The entries left out.
    public var issues: [CatalogIssue]
    /// When the backend sent it.
    public var fetchedAt: Date
    /// Where it came from.
    public var source: Source

    /// A snapshot of `products` fetched at `fetchedAt`.
    public init(products: [Product], issues: [CatalogIssue] = [], fetchedAt: Date, source: Source) {
        self.products = products
        self.issues = issues
        self.fetchedAt = fetchedAt
        self.source = source
    }

    /// The product with `code`, if the catalog has it.
    public func product(code: String) -> Product? {
        products.first { $0.code == code }
    }

    /// The product a person means by `typed`: the exact code, else the one code equal to it
    /// ignoring case ("voucher" is VOUCHER); nil when none or several match.
    public func product(typed: String) -> Product? {
        if let exact = product(code: typed) { return exact }
        let matches = products.filter { $0.code.caseInsensitiveCompare(typed) == .orderedSame }
        return matches.count == 1 ? matches[0] : nil
    }
}
