import AppCore
import AppRunner
import AppRunnerTestSupport
import CartInterface
import CatalogInterface
import DataStorage
import Foundation
import MosaicTestSupport
import Networking
import PricingInterface
import TerminalUI
import Testing
@testable import StoreApp

/// The `store` app's container: every registration resolves, and the Cart feature reaches the
/// Catalog's products and the Pricing engine only through their interfaces, as the live
/// implementations (not fakes, not second registrations).
@MainActor @Suite struct StoreCompositionTests {
    private func context(_ arguments: [String] = ["--store", "memory", "--latency", "0"]) throws -> AppContext
    {
        try appContext(StoreApp.self, options: try StoreApp.Options.parse([]), arguments: arguments)
    }

    private func typeName(_ value: Any?) -> String {
        value.map { String(reflecting: type(of: $0)) } ?? "nil"
    }

    @Test func everyRegistrationResolves() throws {
        let context = try context()
        let names = context.registrations.map(\.typeName)
        for expected in [
            "CatalogService", "PricingService", "PromotionDescriber", "OrderHistoryService",
            "StoreDependencies",
        ] {
            #expect(names.contains { $0.contains(expected) }, "\(expected) is registered")
        }
        for registration in context.registrations where !registration.requiresArguments {
            #expect(registration.resolves(in: context.resolver), "\(registration) resolves")
        }
    }

    @Test func crossFeatureServicesAreTheLiveImplementationsRegisteredOnce() throws {
        let context = try context()
        #expect(typeName(context.resolver.resolve((any CatalogService).self)) == "Catalog.LiveCatalogService")
        #expect(typeName(context.resolver.resolve((any PricingService).self)) == "Pricing.LivePricingService")
        #expect(
            typeName(context.resolver.resolve((any PromotionDescriber).self))
                == "Pricing.LocalizedPromotionDescriber"
        )
        #expect(
            typeName(context.resolver.resolve((any OrderHistoryService).self)) == "Cart.OrderHistoryStore")
        for interface in ["CatalogService", "PricingService", "PromotionDescriber"] {
            let count = context.registrations.filter {
                $0.typeName.hasSuffix(".\(interface)") || $0.typeName.hasSuffix("any \(interface)")
            }.count
            #expect(count == 1, "\(interface) is registered once, by its own feature (\(count))")
        }
    }

    @Test func theStoreScreenPricesTheFourthReferenceBasketWithTheRealEngine() async throws {
        let context = try context()
        let store = try #require(context.plugins.first).makeRootScreen(context.resolver)
        let session = HeadlessSession(root: store, size: TerminalSize(width: 100, height: 30))
        defer { session.quit() }
        try await session.settle()
        try await session.send(KeyScript.parse("+ + + down + + + down +"))
        let frame = session.frameText()
        #expect(frame.contains("Total"))
        #expect(frame.contains("74,50\u{00A0}€"))
        #expect(frame.contains("2x1 en vales"))
        #expect(frame.contains("Camisetas por volumen"))
        #expect(frame.contains("-5,00\u{00A0}€"))
        #expect(frame.contains("-3,00\u{00A0}€"))
        let savings = frame.split(separator: "\n").first { $0.contains("Ahorras") } ?? ""
        #expect(savings.hasSuffix(" 8,00\u{00A0}€"), "a saving is not negative: \(savings)")
    }

    @Test func tabsAreStoreCatalogAndPromotionsInSpanishByDefault() throws {
        #expect(StoreApp.defaultLanguage == .es)
        let context = try context()
        #expect(context.localizer.language == .es)
        let titles = try context.plugins.map { try $0.makeRootScreen(context.resolver).title }
        #expect(titles == ["Tienda", "Catálogo", "Promociones"])
        let english = try self.context(["--store", "memory", "--language", "en"])
        #expect(
            try english.plugins.map { try $0.makeRootScreen(english.resolver).title } == [
                "Store", "Catalog", "Promotions",
            ])
    }

    @Test func featureTablesRoutesAndSubcommandsAreRegistered() throws {
        let database = try #require(try context().resolver.resolve(AppDatabase.self))
        for migration in [
            "Catalog.v1_createProductCache", "Pricing.v1_createRuleSetCache", "Cart.v1_createCartAndOrders",
        ] {
            #expect(database.registeredMigrations.contains(migration))
        }
        let plugins = try StoreApp.plugins(try StoreApp.Options.parse([]))
        let routes = plugins.flatMap(\.mockRoutes).map { "\($0.method) \($0.path)" }
        #expect(Set(routes) == ["GET /products", "GET /pricing/rules", "POST /checkout"])
        #expect(plugins.compactMap(\.dataFileRoute) == ["/products"])
        #expect(
            StoreApp.commands.map { $0.configuration.commandName } == [
                "price", "orders", "cart", "checkout", "products", "rules",
            ])
    }

    @Test func aBrokenRulesFileOrDateIsRefusedAtLaunch() throws {
        #expect(throws: (any Error).self) {
            try StoreApp.Options.parse(["--rules", "/nonexistent/rules.json"])
        }
        #expect(throws: (any Error).self) { try StoreApp.Options.parse(["--now", "someday"]) }
        let options = try StoreApp.Options.parse(["--now", "2026-12-24"])
        #expect(options.now == "2026-12-24")
    }

    @Test func theNowOptionAfterASubcommandSetsTheSubcommandsDate() async throws {
        func winterCaps(_ extra: [String]) async throws -> String? {
            let run = await MosaicMain<StoreApp>.runCapturing(
                ["rules", "--store", "memory", "--latency", "0", "--failure-rate", "0", "--format", "json"]
                    + extra)
            #expect(run.status == 0, "\(run.stderr)")
            let listing = try #require(
                try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let rules = try #require(listing["rules"] as? [[String: Any]])
            return rules.first { $0["id"] as? String == "winter-caps" }?["status"] as? String
        }
        // The winter promotion runs from 1 December 2026: active on Christmas Eve, not in November.
        #expect(try await winterCaps(["--now", "2026-12-24"]) == "active")
        #expect(try await winterCaps(["--now", "2026-11-02"]) == "scheduled")
    }
}
