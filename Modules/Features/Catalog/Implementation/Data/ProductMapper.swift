import CatalogInterface
import Formatting
import Foundation
import JSONDecoding

/// Turns the backend's entries into products, leaving out (and reporting) every entry that is
/// not a sellable product.
enum ProductMapper {
    /// The valid products in order, and an issue for each entry left out.
    static func map(_ response: ProductsResponseDTO) -> (products: [Product], issues: [CatalogIssue]) {
        let currency = response.currency?.uppercased() ?? "EUR"
        var products: [Product] = []
        var issues: [CatalogIssue] = []
        var codes: Set<String> = []
        for (index, entry) in response.products.enumerated() {
            let position = index + 1
            let code = entry.code.map(ServerText.trimmed)
            func issue(_ reason: CatalogIssue.Reason) {
                issues.append(
                    CatalogIssue(
                        position: position, code: code?.isEmpty == false ? code : nil, reason: reason))
            }
            guard !entry.isTooDeep else {
                issue(.nestedTooDeep)
                continue
            }
            guard entry.isObject else {
                issue(.notAnObject)
                continue
            }
            guard let code, !code.isEmpty else {
                issue(.missingCode)
                continue
            }
            guard let name = entry.name.map(ServerText.trimmed), !name.isEmpty else {
                issue(.missingName)
                continue
            }
            let amount: Decimal
            switch entry.price {
            case nil:
                issue(.missingPrice)
                continue
            case .invalid(let text):
                issue(.invalidPrice(text))
                continue
            case .unreadable:
                issue(.unreadablePrice)
                continue
            case .number(let value):
                guard value >= 0 else {
                    issue(.negativePrice(value, currency: currency))
                    continue
                }
                amount = value
            }
            guard codes.insert(code).inserted else {
                issue(.duplicateCode)
                continue
            }
            products.append(Product(code: code, name: name, price: Money(amount: amount, currency: currency)))
        }
        return (products, issues)
    }
}
