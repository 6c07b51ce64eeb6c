import CatalogInterface
import CatalogMocks
import Formatting
import Foundation
import Networking
import Testing

@testable import Catalog

/// Tolerant decoding of `GET /products`: exact prices, invalid entries reported and left out.
@Suite struct ProductDecodingTests {
    private func map(_ json: String) throws -> (products: [Product], issues: [CatalogIssue]) {
        ProductMapper.map(try APIClient.decode(ProductsResponseDTO.self, from: Data(json.utf8)))
    }

    @Test func pricesAreExactDecimals() throws {
        let (products, issues) = try map(
            #"{"products": [{"code": "A", "name": "A", "price": 19.99}, {"code": "B", "name": "B", "price": 0.1},"#
                + #" {"code": "C", "name": "C", "price": 1234567.891}, {"code": "D", "name": "D", "price": 5}]}"#
        )
        #expect(issues.isEmpty)
        #expect(products.map(\.price) == [euros("19.99"), euros("0.1"), euros("1234567.891"), euros("5")])
        try #require(products.count > 0)
        #expect(products[0].price.amount * 3 == Decimal(string: "59.97"), "no binary floating point drift")
    }

    @Test func unknownFieldsAreIgnored() throws {
        let (products, issues) = try map(
            #"{"version": 2, "products": [{"code": "A", "name": "A", "price": 1, "colour": "red", "tags": [1]}]}"#
        )
        #expect(issues.isEmpty)
        #expect(products == [Product(code: "A", name: "A", price: euros("1"))])
    }

    @Test func invalidEntriesAreReportedAndTheRestKept() throws {
        let (products, issues) = try map(
            """
            {"products": [
              {"code": "OK1", "name": "First", "price": 5},
              {"code": "NOPRICE", "name": "No price"},
              {"code": "NULLPRICE", "name": "Null price", "price": null},
              {"code": "NEG", "name": "Negative", "price": -2.5},
              {"code": "TEXT", "name": "Text", "price": "cheap"},
              {"code": "STR", "name": "String price", "price": "7.50"},
              {"name": "No code", "price": 1},
              {"code": "NONAME", "price": 1},
              {"code": "  ", "name": "Blank code", "price": 1},
              "not a product",
              {"code": "OK1", "name": "Duplicate", "price": 9},
              {"code": 42, "name": "Numeric code", "price": 1},
              {"code": "OK2", "name": "Last", "price": 0}
            ]}
            """)
        #expect(products.map(\.code) == ["OK1", "STR", "OK2"])
        try #require(products.count > 2)
        #expect(products[1].price == euros("7.5"))
        #expect(products[2].price == euros("0"), "free products are fine")
        #expect(
            issues == [
                CatalogIssue(position: 2, code: "NOPRICE", reason: .missingPrice),
                CatalogIssue(position: 3, code: "NULLPRICE", reason: .missingPrice),
                CatalogIssue(
                    position: 4, code: "NEG",
                    reason: .negativePrice(Decimal(string: "-2.5")!, currency: "EUR")),
                CatalogIssue(position: 5, code: "TEXT", reason: .invalidPrice("cheap")),
                CatalogIssue(position: 7, code: nil, reason: .missingCode),
                CatalogIssue(position: 8, code: "NONAME", reason: .missingName),
                CatalogIssue(position: 9, code: nil, reason: .missingCode),
                CatalogIssue(position: 10, code: nil, reason: .notAnObject),
                CatalogIssue(position: 11, code: "OK1", reason: .duplicateCode),
                CatalogIssue(position: 12, code: nil, reason: .missingCode),
            ])
    }

    @Test func aResponseWithoutAProductListIsAnError() {
        #expect(throws: NetworkError.self) {
            try map(#"{"items": []}"#)
        }
        #expect(throws: NetworkError.self) {
            try map(#"[{"code": "A", "name": "A", "price": 1}]"#)
        }
    }

    @Test func aNamedCurrencyIsUsed() throws {
        let (products, _) = try map(
            #"{"currency": "pln", "products": [{"code": "A", "name": "A", "price": 3}]}"#)
        try #require(products.count > 0)
        #expect(products[0].price.currency == "PLN")
    }

    @Test func theBundledMockCatalogHasMoreThanTheBriefsProducts() throws {
        let route = try #require(CatalogMocks.routes.first { $0.path == CatalogAPI.products.path })
        let (products, issues) = try map(String(decoding: try route.body(), as: UTF8.self))
        #expect(issues.isEmpty)
        #expect(products.count > 3)
        #expect(Array(products.map(\.code).prefix(3)) == ["VOUCHER", "TSHIRT", "MUG"])
        #expect(products[2].price == euros("7.5"))
    }

    /// Foundation rejects a document nested deeper than 512 levels; one such product costs only itself.
    @Test(arguments: [300, 600, 5_000])
    func aProductNestedTooDeepIsReportedAndTheRestKept(depth: Int) throws {
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let (products, issues) = try map(
            #"{"products": [{"code": "A", "name": "A", "price": 1}, {"code": "X", "name": "X", "price": 2, "notes": \#(deep)},"#
                + #" \#(deep), {"code": "C", "name": "C", "price": 3}, {"code": "B", "name": "B", "price": \#(deep)}], "currency": "usd"}"#
        )
        let dollars = { (amount: String) in
            Money(amount: try #require(Decimal(string: amount)), currency: "USD")
        }
        #expect(
            products == [
                Product(code: "A", name: "A", price: try dollars("1")),
                Product(code: "X", name: "X", price: try dollars("2")),
                Product(code: "C", name: "C", price: try dollars("3")),
            ], "an ignored deep member keeps its product; the currency after the list still applies")
        #expect(
            issues == [
                CatalogIssue(position: 3, code: nil, reason: .nestedTooDeep),
                CatalogIssue(position: 5, code: "B", reason: .unreadablePrice),
            ])
    }

    @Test func aCurrencyThatIsNotTextStillFailsTheDocumentAsBefore() {
        #expect(throws: (any Error).self) {
            try map(#"{"products": [{"code": "A", "name": "A", "price": 1}], "currency": 7}"#)
        }
    }
}
