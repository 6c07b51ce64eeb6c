import Foundation
import JSONDecoding
import Networking
import OrdersInterface
import PricingInterface
import Testing

@testable import Catalog
@testable import Hiring
@testable import Orders
@testable import Packs
@testable import Pricing
@testable import Transactions

/// The repository root, found from this file (Tests/FuzzTests/Support/Payloads.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// A feature's sample payload: where its list is, and how the feature reads it.
struct Payload: CustomTestStringConvertible, Sendable {
    /// Which feature reads it.
    enum Feature: Sendable { case packs, transactions, catalog, pricing, orders, hiring }

    /// What reading a body gave: how many elements were usable and the positions (from 0) left out.
    struct Reading: Equatable {
        var usable: Int
        var skipped: Set<Int>
        /// What a JSON listing's `skipped` says: the malformed elements (Hiring counts unnamed
        /// items per list instead, as `dropped`).
        var reportedSkipped: Int

        init(usable: Int, skipped: Set<Int>, reportedSkipped: Int? = nil) {
            self.usable = usable
            self.skipped = skipped
            self.reportedSkipped = reportedSkipped ?? skipped.count
        }
    }

    let name: String
    let feature: Feature
    let file: URL
    let listPath: [FuzzJSON.Step]

    var testDescription: String { name }

    /// The bundled mock data of each feature, plus the real samples in ../shared/fixtures when present.
    static var all: [Payload] {
        let features = repositoryRoot.appending(path: "Modules/Features")
        let fixtures = repositoryRoot.deletingLastPathComponent().appending(path: "shared/fixtures")
        let bundled = [
            Payload(
                name: "packs.json", feature: .packs,
                file: features.appending(path: "Packs/Mocks/Resources/packs.json"), listPath: []),
            Payload(
                name: "transactions.json", feature: .transactions,
                file: features.appending(path: "Transactions/Mocks/Resources/transactions.json"),
                listPath: [.member(0)]),
            Payload(
                name: "products.json", feature: .catalog,
                file: features.appending(path: "Catalog/Mocks/Resources/products.json"), listPath: []
            ),
            Payload(
                name: "pricing-rules.json", feature: .pricing,
                file: features.appending(path: "Pricing/Mocks/Resources/pricing-rules.json"),
                listPath: []),
            Payload(
                name: "orders.json", feature: .orders,
                file: features.appending(path: "Orders/Mocks/Resources/orders.json"), listPath: []),
            Payload(
                name: "hiring.json", feature: .hiring,
                file: features.appending(path: "Hiring/Mocks/Resources/hiring.json"), listPath: []),
        ]
        let samples = [
            Payload(
                name: "shared inpost-packs.json", feature: .packs,
                file: fixtures.appending(path: "inpost-packs.json"), listPath: []),
            Payload(
                name: "shared payback-transactions.json", feature: .transactions,
                file: fixtures.appending(path: "payback-transactions.json"), listPath: []),
            Payload(
                name: "shared cabify-products.json", feature: .catalog,
                file: fixtures.appending(path: "cabify-products.json"), listPath: []),
            Payload(
                name: "shared fetch-hiring.json", feature: .hiring,
                file: fixtures.appending(path: "fetch-hiring.json"), listPath: []),
        ].filter { FileManager.default.isReadableFile(atPath: $0.file.path) }
        return bundled + samples
    }

    /// The parsed document, with its list path resolved (objects are keyed by sorted member position).
    func document() throws -> (FuzzJSON, [FuzzJSON.Step]) {
        let document = try FuzzJSON.parse(Data(contentsOf: file))
        guard case .object(let members) = document else { return (document, []) }
        let key =
            switch feature {
            case .packs: ""
            case .transactions: "items"
            case .catalog: "products"
            case .pricing: "rules"
            case .orders: "orders"
            case .hiring: ""
            }
        guard let position = members.firstIndex(where: { $0.key == key }) else { return (document, listPath) }
        return (document, [.member(position)])
    }

    /// Reads `body` the way the feature does; throws only when the feature rejects the whole body.
    func read(_ body: Data) throws -> Reading {
        switch feature {
        case .packs:
            let response = try APIClient.decode(PacksResponseDTO.self, from: body)
            let usable = response.packs.enumerated().filter { PackMapper.map($0.element).pack != nil }
            let dtoIndices = Self.indices(
                count: response.packs.count + response.skipped.count, skipped: response.skipped)
            let unmapped = response.packs.indices.filter { PackMapper.map(response.packs[$0]).pack == nil }
                .map { dtoIndices[$0] }
            return Reading(usable: usable.count, skipped: Set(response.skipped.map(\.index) + unmapped))
        case .transactions:
            let page = try APIClient.decode(TransactionsPageDTO.self, from: body)
            return Reading(usable: page.items.elements.count, skipped: Set(page.items.skipped.map(\.index)))
        case .catalog:
            let (products, issues) = ProductMapper.map(
                try APIClient.decode(ProductsResponseDTO.self, from: body))
            return Reading(usable: products.count, skipped: Set(issues.map { $0.position - 1 }))
        case .orders:
            // An order with a blank id or name is left out like a malformed one.
            let page = try APIClient.decode(OrdersPageDTO.self, from: body)
            let positions = Self.indices(
                count: page.orders.elements.count + page.orders.skipped.count, skipped: page.orders.skipped)
            let blank = page.orders.elements.indices.filter {
                OrderMapper.order(page.orders.elements[$0]) == nil
            }
            return Reading(
                usable: page.orders.elements.count - blank.count,
                skipped: Set(page.orders.skipped.map(\.index) + blank.map { positions[$0] }))
        case .hiring:
            // Items without a name are left out by the brief; malformed ones are skipped.
            let response = try APIClient.decode(HiringResponseDTO.self, from: body)
            let positions = Self.indices(
                count: response.items.count + response.skipped.count, skipped: response.skipped)
            let unnamed = response.items.indices.filter { !response.items[$0].hasName }
            return Reading(
                usable: response.items.count - unnamed.count,
                skipped: Set(response.skipped.map(\.index) + unnamed.map { positions[$0] }),
                reportedSkipped: response.skipped.count)
        case .pricing:
            // A rule set is used whole or rejected whole (a skipped rule would change prices unnoticed).
            return Reading(usable: try RuleSetDecoder.decode(body).rules.count, skipped: [])
        }
    }

    /// The original positions of the decoded elements, given which positions were skipped.
    private static func indices(count: Int, skipped: [SkippedElement]) -> [Int] {
        let left = Set(skipped.map(\.index))
        return (0..<count).filter { !left.contains($0) }
    }
}
