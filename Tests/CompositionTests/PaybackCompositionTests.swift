import AppCore
import AppRunner
import AppRunnerTestSupport
import DataStorage
import Foundation
import MosaicTestSupport
import Testing
import TransactionsInterface
@testable import PaybackApp

/// The `payback` app's container: every registration resolves, and the Feed's
/// `TransactionsSummaryService` is the real Transactions implementation (not a fake, not a
/// second registration), reached only through `TransactionsInterface`.
@MainActor @Suite struct PaybackCompositionTests {
    private nonisolated static let realSample = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/fixtures/payback-transactions.json")

    private func context(_ arguments: [String] = ["--store", "memory"]) throws -> AppContext {
        try appContext(PaybackApp.self, options: NoOptions(), arguments: arguments)
    }

    @Test func everyRegistrationResolves() throws {
        let context = try context()
        #expect(!context.registrations.isEmpty)
        for registration in context.registrations where !registration.requiresArguments {
            #expect(registration.resolves(in: context.resolver), "\(registration) resolves")
        }
    }

    @Test func theFeedsSummaryProviderIsTheRealTransactionsImplementation() throws {
        let context = try context()
        let registered = context.registrations.filter { $0.typeName.contains("TransactionsSummaryService") }
        #expect(registered.count == 1, "only Transactions registers it: \(registered)")
        let provider = try #require(context.resolver.resolve((any TransactionsSummaryService).self))
        #expect(String(reflecting: type(of: provider)) == "Transactions.LiveTransactionsSummaryService")
        let source = try #require(context.resolver.resolve((any TransactionsSource).self))
        #expect(String(reflecting: type(of: source)) == "Transactions.RemoteTransactionsSource")
    }

    @Test(
        "the container's summary is the real sample's total when --data-file serves it",
        .enabled(
            if: FileManager.default.fileExists(atPath: PaybackCompositionTests.realSample.path),
            "skipped: ../shared/fixtures/payback-transactions.json is absent"))
    func summaryOfTheRealSample() async throws {
        let context = try context(["--store", "memory", "--data-file", Self.realSample.path])
        let provider = try #require(context.resolver.resolve((any TransactionsSummaryService).self))
        // jq '[.items[].transactionDetail.value.amount] | add' → 5770 over 21 items.
        #expect(try await provider.summary() == TransactionsSummary(totals: [.points(5770)], count: 21))
    }

    @Test func tabsAreFeedTransactionsSettingsInGermanByDefault() throws {
        let context = try context()
        #expect(context.plugins.map(\.id) == ["feed", "transactions", "settings"])
        #expect(PaybackApp.defaultLanguage == .de)
        #expect(context.localizer.language == .de)
        #expect(
            context.plugins.map { $0.title(context.localizer) } == ["Feed", "Transaktionen", "Einstellungen"])
        let screens = try context.plugins.map { try $0.makeRootScreen(context.resolver) }
        #expect(screens.count == 3)
    }

    @Test func dataFileReplacesTheTransactionsRouteAndTablesAndCommandsAreRegistered() throws {
        let plugins = PaybackApp.plugins(NoOptions())
        #expect(
            plugins.compactMap(\.dataFileRoute) == ["/transactions"], "only Transactions takes --data-file")
        #expect(plugins.flatMap(\.mockRoutes).map(\.path).contains("/transactions"))
        let database = try #require(try context().resolver.resolve(AppDatabase.self))
        #expect(database.registeredMigrations.contains("Transactions.v1_createStoredList"))
        let names = PaybackApp.commands.map { $0.configuration.commandName }
        #expect(names.contains("transactions"))
    }
}
