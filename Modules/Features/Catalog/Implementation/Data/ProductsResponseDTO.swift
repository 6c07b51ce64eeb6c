import Foundation

/// `GET /products` as the backend sends it: `{"products": [{"code", "name", "price"}]}`.
///
/// Decoding is tolerant per entry: a malformed product never fails the whole list; each entry
/// keeps what it could read so ``ProductMapper`` can report exactly what is wrong. Unknown
/// fields are ignored. Prices are JSON numbers decoded as exact `Decimal`s (Foundation reads the
/// number's digits, never through `Double`); a numeric string such as `"7.50"` is accepted too.
struct ProductsResponseDTO: Decodable, Sendable {
    /// The products' currency when the backend names one; euros otherwise (the brief's store).
    let currency: String?
    let products: [ProductDTO]
}

/// One entry of the product list, as far as it could be read.
struct ProductDTO: Decodable, Sendable {
    /// A price as sent.
    enum Price: Sendable, Hashable {
        case number(Decimal)
        case invalid(String)
    }

    let isObject: Bool
    let code: String?
    let name: String?
    let price: Price?

    private enum CodingKeys: String, CodingKey {
        case code, name, price
    }

    init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
            isObject = false
            code = nil
            name = nil
            price = nil
            return
        }
        isObject = true
        code = try? container.decodeIfPresent(String.self, forKey: .code)
        name = try? container.decodeIfPresent(String.self, forKey: .name)
        price = Self.price(in: container)
    }

    private static func price(in container: KeyedDecodingContainer<CodingKeys>) -> Price? {
        guard container.contains(.price), (try? container.decodeNil(forKey: .price)) == false else {
            return nil
        }
        if let number = try? container.decode(Decimal.self, forKey: .price) { return .number(number) }
        if let text = try? container.decode(String.self, forKey: .price) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.wholeMatch(of: /-?[0-9]+(\.[0-9]+)?/) != nil,
                let number = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
            {
                return .number(number)
            }
            return .invalid(text)
        }
        if let flag = try? container.decode(Bool.self, forKey: .price) { return .invalid(String(flag)) }
        return .invalid("not a number")
    }
}
