import CatalogInterface
import Foundation
import MosaicTestSupport
import Networking
import Testing

@testable import Catalog

/// The real backend sample in ../shared/fixtures (beside the checkout in CI).
enum SharedFixtures {
    /// ../shared/fixtures/cabify-products.json, found from this file's path.
    static let products = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "shared/fixtures/cabify-products.json")

    static var productsExist: Bool { FileManager.default.fileExists(atPath: products.path) }
}

/// The catalog decodes the brief's real sample exactly.
@Suite struct ContractTests {
    @Test(
        "the real cabify-products.json decodes exactly",
        // The shared fixtures folder sits beside the checkout in CI; a lone checkout has none.
        .enabled(
            if: SharedFixtures.productsExist, "skipped: ../shared/fixtures/cabify-products.json is absent"))
    func realSampleDecodesExactly() throws {
        let data = try Data(contentsOf: SharedFixtures.products)
        let dto = try APIClient.decode(ProductsResponseDTO.self, from: data)
        let (products, issues) = ProductMapper.map(dto)
        #expect(issues.isEmpty)
        #expect(
            products == [
                Product(code: "VOUCHER", name: "Cabify Voucher", price: euros("5")),
                Product(code: "TSHIRT", name: "Cabify T-Shirt", price: euros("20")),
                Product(code: "MUG", name: "Cabify Coffee Mug", price: euros("7.5")),
            ])
    }

    @Test(
        "the real sample served as /products loads through the live catalog",
        .enabled(
            if: SharedFixtures.productsExist, "skipped: ../shared/fixtures/cabify-products.json is absent"))
    func realSampleThroughTheLiveCatalog() async throws {
        let body = try Data(contentsOf: SharedFixtures.products)
        let (catalog, _) = try makeCatalog(routes: [MockRoute(path: "/products") { body }])
        let load = await catalog.load()
        #expect(load.failure == nil)
        #expect(load.snapshot?.products.map(\.code) == ["VOUCHER", "TSHIRT", "MUG"])
        #expect(load.snapshot?.product(code: "MUG")?.price == euros("7.5"))
    }
}
