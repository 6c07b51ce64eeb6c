import Foundation

/// The rule set as the backend sends it (`GET /pricing/rules`), also the bundled and file format:
///
/// ```json
/// {"version": 3, "currency": "EUR", "rules": [
///   {"id": "voucher-2x1", "type": "buyNGetMFree", "name": {"en": "2-for-1 vouchers", "es": "2x1 en vales"},
///    "products": ["VOUCHER"], "parameters": {"buy": 1, "free": 1},
///    "validFrom": "2026-11-20T00:00:00Z", "validUntil": "2026-12-01T00:00:00Z"}]}
/// ```
///
/// Types: `buyNGetMFree` (`buy`, `free`), `bulkPrice` (`minimumQuantity`, `unitPrice`),
/// `percentageOff` (`percent`, optional `minimumQuantity`). Unknown types decode as unsupported
/// rules (shown, never applied). Unknown fields are ignored; money is a JSON number decoded
/// exactly as `Decimal` (Foundation parses the number's text, never through `Double`).
struct RuleSetDTO: Decodable, Sendable {
    let version: Int?
    let currency: String
    let rules: [RuleDTO]
}

/// One rule on the wire.
struct RuleDTO: Decodable, Sendable {
    /// The type-specific parameters.
    enum Parameters: Sendable {
        case buyGetFree(buy: Int, free: Int)
        case bulkPrice(minimumQuantity: Int, unitPrice: Decimal)
        case percentageOff(percent: Decimal, minimumQuantity: Int?)
        case unsupported(type: String)
    }

    let id: String
    let name: NameDTO?
    let products: [String]
    let parameters: Parameters
    let validFrom: Date?
    let validUntil: Date?

    private enum CodingKeys: String, CodingKey {
        case id, type, name, products, parameters, validFrom, validUntil
    }

    private struct BuyGetFree: Decodable { let buy: Int, free: Int }
    private struct BulkPrice: Decodable { let minimumQuantity: Int, unitPrice: Decimal }
    private struct PercentageOff: Decodable { let percent: Decimal, minimumQuantity: Int? }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decodeIfPresent(NameDTO.self, forKey: .name)
        validFrom = try container.decodeIfPresent(Date.self, forKey: .validFrom)
        validUntil = try container.decodeIfPresent(Date.self, forKey: .validUntil)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "buyNGetMFree":
            let parameters = try container.decode(BuyGetFree.self, forKey: .parameters)
            self.parameters = .buyGetFree(buy: parameters.buy, free: parameters.free)
        case "bulkPrice":
            let parameters = try container.decode(BulkPrice.self, forKey: .parameters)
            self.parameters = .bulkPrice(
                minimumQuantity: parameters.minimumQuantity, unitPrice: parameters.unitPrice)
        case "percentageOff":
            let parameters = try container.decode(PercentageOff.self, forKey: .parameters)
            self.parameters = .percentageOff(
                percent: parameters.percent, minimumQuantity: parameters.minimumQuantity)
        default:
            // A newer backend's rule type: kept (and shown as unsupported), never a crash or a drop.
            self.parameters = .unsupported(type: type)
        }
        if case .unsupported = parameters {
            products = (try? container.decodeIfPresent([String].self, forKey: .products)) ?? []
        } else {
            products = try container.decode([String].self, forKey: .products)
        }
    }
}

/// A rule name: one string, or an object of translations by language code.
struct NameDTO: Decodable, Sendable {
    let translations: [String: String]

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            translations = ["en": text]
        } else {
            let decoded = try container.decode([String: String].self)
            translations = Dictionary(
                decoded.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
