import Foundation
import Networking

/// The catalog as of one fetch: its valid products, the entries left out, when and from where.
public struct CatalogSnapshot: SyncedSnapshot, Codable {
    /// The valid products, in the backend's order.
    public var products: [Product]
    /// The entries left out.
    public var issues: [CatalogIssue]
    /// When the backend sent it.
    public var syncedAt: Date
    /// Where it came from.
    public var source: ContentSource

    /// A snapshot of `products` synced at `syncedAt`.
    public init(products: [Product], issues: [CatalogIssue] = [], syncedAt: Date, source: ContentSource) {
        self.products = products
        self.issues = issues
        self.syncedAt = syncedAt
        self.source = source
    }

    /// The product with `code`, if the catalog has it.
    public func product(code: String) -> Product? {
        products.first { $0.code == code }
    }

    /// The product a person means by `typed`: the exact code, else the one code equal to it
    /// without the blanks around it and ignoring case (" voucher" is VOUCHER); nil when none or
    /// several match.
    public func product(typed: String) -> Product? {
        if let exact = product(code: typed) { return exact }
        let code = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        let matches = products.filter { $0.code.caseInsensitiveCompare(code) == .orderedSame }
        return matches.count == 1 ? matches[0] : nil
    }
}
