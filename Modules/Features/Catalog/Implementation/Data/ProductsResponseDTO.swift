import Foundation
import JSONDecoding
import Networking

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
        /// Neither a number the app can hold nor text: an object, an array, or a number too
        /// large for a `Decimal` (`1e400`).
        case unreadable
    }

    let isObject: Bool
    /// Left unread: nested deeper than the list scanner follows.
    var isTooDeep = false
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
        if let text = try? container.decode(String.self, forKey: .price) { return price(fromText: text) }
        if let flag = try? container.decode(Bool.self, forKey: .price) { return .invalid(String(flag)) }
        return .unreadable
    }

    /// A price sent as text: a plain decimal number is accepted, anything else is invalid.
    static func price(fromText text: String) -> Price {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let number = plainDecimal(trimmed) { return .number(number) }
        return .invalid(text)
    }

    /// `text` as a Decimal when it is `-?digits(.digits)?`, read exactly.
    static func plainDecimal(_ text: some StringProtocol) -> Decimal? {
        let text = String(text)
        guard text.wholeMatch(of: /-?[0-9]+(\.[0-9]+)?/) != nil else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}

extension ProductDTO {
    /// The place of an entry nested too deep to read, so it is reported like every bad entry.
    static let tooDeep: ProductDTO = {
        var entry = ProductDTO(isObject: false, code: nil, name: nil, price: nil)
        entry.isTooDeep = true
        return entry
    }()

    fileprivate init(isObject: Bool, code: String?, name: String?, price: Price?) {
        self.isObject = isObject
        self.code = code
        self.name = name
        self.price = price
    }
}

extension ProductDTO: JSONObjectReadable {
    /// The entry read from its members as `init(from:)` would read it; nil (JSONDecoder decides)
    /// for a repeated key, an unreadable string or a number that is not a plain decimal.
    init?(reading object: JSONObjectView) {
        guard let code = Self.text(object.value("code")), let name = Self.text(object.value("name")) else {
            return nil
        }
        let price: Price?
        switch object.value("price") {
        case .absent, .null: price = nil
        case .ambiguous, .string(nil): return nil
        case .number(let digits):
            guard let number = Self.plainDecimal(digits.text) else { return nil }
            price = .number(number)
        case .string(let text?): price = Self.price(fromText: text)
        case .bool(let flag): price = .invalid(String(flag))
        case .nested: price = .unreadable
        }
        self.init(isObject: true, code: code, name: name, price: price)
    }

    /// A text member as `try? decodeIfPresent(String.self)` reads it (nil for anything but text);
    /// nil when only JSONDecoder can tell.
    private static func text(_ value: JSONValueView) -> String?? {
        switch value {
        case .ambiguous, .string(nil): nil
        case .string(let text?): .some(text)
        default: .some(nil)
        }
    }
}

extension ProductsResponseDTO: FastDecodableResponse {
    /// Each product read alone (from its members, else by JSONDecoder), so one nested deeper than
    /// Foundation's parser allows costs only itself (reported as
    /// ``CatalogIssue/Reason/nestedTooDeep`` unless its deep part is a member it ignores), not the
    /// whole list; the
    /// currency is read from the top-level object without recursion. Nil (JSONDecoder decides)
    /// when the document is not that plain shape.
    static func fastDecoded(from data: Data, decoder: JSONDecoder) -> ProductsResponseDTO? {
        guard let list = TolerantList<ProductDTO>.decoding(data, at: "products", decoder: decoder),
            let currency = JSONObjectView.readingTopLevel(
                data,
                { top -> String?? in
                    switch top.value("currency") {
                    case .absent, .null: .some(nil)
                    case .string(let text?): .some(text)
                    default: nil
                    }
                }) ?? nil
        else { return nil }
        // A ProductDTO never fails to decode, so every skipped entry is one too deep to read.
        var products = list.elements
        for skipped in list.skipped.sorted(by: { $0.index < $1.index }) {
            products.insert(.tooDeep, at: min(skipped.index, products.count))
        }
        return ProductsResponseDTO(currency: currency, products: products)
    }
}
