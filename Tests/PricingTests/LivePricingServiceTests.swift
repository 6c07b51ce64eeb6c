import DataStorage
import Foundation
import MosaicTestSupport
import Networking
import PricingInterface
import PricingMocks
import PricingTesting
import Testing

@testable import Pricing

/// Where the rules come from: server, saved copy, bundled defaults or a file, and why.
@Suite struct LivePricingServiceTests {
    @Test func serverRulesAreUsedAndSaved() async throws {
        let (service, database) = try makeLiveService(routes: [rulesRoute(ruleSetJSON(version: 9))])
        let load = try await service.loadRules()
        #expect(load.source == .server(syncedAt: referenceDate))
        #expect(load.problem == nil)
        #expect(load.ruleSet.version == 9)
        let saved = try await RuleSetCache(database: database).load()
        #expect(saved?.syncedAt == referenceDate)
    }

    @Test func offlineFallsBackToTheSavedRules() async throws {
        let (online, database) = try makeLiveService(routes: [rulesRoute(ruleSetJSON(code: "SAVED"))])
        _ = try await online.loadRules()
        let (offline, _) = try makeLiveService(
            routes: [], offline: true, database: database, origin: referenceDate + day)
        let load = try await offline.loadRules()
        #expect(load.source == .cache(syncedAt: referenceDate))
        #expect(load.problem == .network(.offline))
        try #require(load.ruleSet.rules.count > 0)
        #expect(load.ruleSet.rules[0].productCodes == ["SAVED"])
    }

    @Test func offlineWithNothingSavedUsesTheBundledRules() async throws {
        let (service, _) = try makeLiveService(routes: [], offline: true)
        let load = try await service.loadRules()
        #expect(load.source == .bundled)
        #expect(load.problem == .network(.offline))
        #expect(load.ruleSet == (try bundledRules()))
    }

    @Test func aServerErrorIsReportedWithTheFallback() async throws {
        let (service, _) = try makeLiveService(routes: [rulesRoute(#"{"error":"down"}"#, status: 503)])
        let load = try await service.loadRules()
        #expect(load.source == .bundled)
        #expect(load.problem == .network(.httpStatus(code: 503, bodyExcerpt: #"{"error":"down"}"#)))
    }

    @Test func anInvalidServerRuleSetKeepsTheSavedOneAndSaysWhy() async throws {
        let (online, database) = try makeLiveService(routes: [rulesRoute(ruleSetJSON(code: "GOOD"))])
        _ = try await online.loadRules()
        let broken =
            #"{"currency": "EUR", "rules": [{"id": "x", "type": "percentageOff", "products": ["A"], "parameters": {"percent": 0}}]}"#
        let (service, _) = try makeLiveService(routes: [rulesRoute(broken)], database: database)
        let load = try await service.loadRules()
        #expect(load.source == .cache(syncedAt: referenceDate))
        try #require(load.ruleSet.rules.count > 0)
        #expect(load.ruleSet.rules[0].productCodes == ["GOOD"], "the bad set never replaced the good one")
        guard case .invalid(let reason) = load.problem else {
            Issue.record("expected .invalid, got \(String(describing: load.problem))")
            return
        }
        #expect(reason.contains("rules[0].parameters.percent"))
        let saved = try #require(try await RuleSetCache(database: database).load())
        #expect(String(decoding: saved.body, as: UTF8.self).contains("GOOD"))
    }

    @Test func aRulesFileReplacesTheServer() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "summer.json")
        try Data(ruleSetJSON(code: "FILE").utf8).write(to: file)
        let (service, _) = try makeLiveService(
            routes: [rulesRoute(ruleSetJSON(code: "SERVER"))], rulesFile: file)
        let load = try await service.loadRules()
        #expect(load.source == .file(path: file.path))
        try #require(load.ruleSet.rules.count > 0)
        #expect(load.ruleSet.rules[0].productCodes == ["FILE"])
    }

    @Test func savedRulesSurviveARestart() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = StorageLocation.file(directory.appending(path: "store.sqlite"))
        do {
            let database = try AppDatabase(
                location: location, appName: "pricing-tests", migrations: [PricingMigrations.all])
            let (service, _) = try makeLiveService(
                routes: [rulesRoute(ruleSetJSON(code: "KEPT"))], database: database)
            _ = try await service.loadRules()
            try database.close()
        }
        let reopened = try AppDatabase(
            location: location, appName: "pricing-tests", migrations: [PricingMigrations.all])
        let (offline, _) = try makeLiveService(routes: [], offline: true, database: reopened)
        let load = try await offline.loadRules()
        #expect(load.source == .cache(syncedAt: referenceDate))
        try #require(load.ruleSet.rules.count > 0)
        #expect(load.ruleSet.rules[0].productCodes == ["KEPT"])
    }

    @Test func theMockRouteServesTheBundledRules() async throws {
        let (service, _) = try makeLiveService(routes: PricingMocks.routes)
        let load = try await service.loadRules()
        #expect(load.source == .server(syncedAt: referenceDate))
        #expect(load.ruleSet == (try bundledRules()))
    }

    @Test func pricingUsesTheEngine() async throws {
        let (service, _) = try makeLiveService(routes: [])
        let basket = try service.price(
            scans(["VOUCHER", "VOUCHER"]), rules: PricingFixtures.referenceRules, at: referenceDate)
        #expect(basket.total == euros("5"))
    }
}
