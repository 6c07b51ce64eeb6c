import AppCore
import AppRunner
import AppRunnerTestSupport
import Foundation
import MosaicTestSupport
import Networking
import Testing
import TransactionsInterface
import TransactionsMocks

@testable import Transactions

/// The plugin's wiring: endpoints per environment, mock behavior, container, screens end to end.
@MainActor @Suite struct PluginTests {
    @Test func endpointsPerEnvironment() throws {
        let service = RemoteTransactionsSource.service
        let request = Endpoint<TransactionsPageDTO>(path: TransactionsAPI.path).request
        func url(_ environment: NetworkEnvironment) throws -> String? {
            try environment.baseURL(for: service).map { try request.url(relativeTo: $0).absoluteString }
        }
        #expect(try url(.mock) == nil, "mock serves the bundled file in-process")
        #expect(try url(NetworkEnvironment(.prod)) == "https://api.payback.com/transactions")
        #expect(
            try url(NetworkEnvironment(.prod, baseURLOverride: RemoteTransactionsSource.testBaseURL))
                == "https://api-test.payback.com/transactions")
        #expect(try url(NetworkEnvironment(.stage)) == "http://127.0.0.1:8080/transactions")
    }

    @Test func theMockBackendAnswersAfterOneToTwoSecondsAndFailsOneTimeInFive() throws {
        try #require(TransactionsPlugin().mockRoutes.count > 0)
        let route = TransactionsPlugin().mockRoutes[0]
        #expect(route.path == "/transactions")
        #expect(route.behavior.latency == .seconds(1) ... .seconds(2))
        #expect(route.behavior.failureRate == 0.2)
        #expect(TransactionsPlugin().dataFileRoute == "/transactions")
    }

    @Test func theContainerResolvesEverythingAndTheRealSummaryProvider() async throws {
        let context = try pluginContext(
            [TransactionsPlugin()], arguments: ["--store", "memory", "--latency", "0", "--failure-rate", "0"])
        for registration in context.registrations where !registration.requiresArguments {
            #expect(registration.resolves(in: context.resolver), "\(registration) resolves")
        }
        let provider = try #require(context.resolver.resolve((any TransactionsSummaryService).self))
        #expect(provider is LiveTransactionsSummaryService)
        // The bundled data: 16 bookings, 2451 points.
        #expect(try await provider.summary() == TransactionsSummary(totals: [.points(2451)], count: 16))
    }

    @Test(
        "--plain and --keys on the real sample: all 21, then category 2 with its sum",
        .enabled(if: realSampleIsPresent, "skipped: ../shared/fixtures/payback-transactions.json is absent"))
    func screensOnTheRealSample() async {
        let plain = await runTransactions(["--plain", "--data-file", realSampleURL.path, "--store", "memory"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("Filter: All categories · 21 transactions"), "\(plain.stdout)")
        #expect(plain.stdout.contains("Sum: 5,770 points"))
        #expect(plain.stdout.contains("(no description)"))

        let filtered = await runTransactions([
            "--keys", "f down down enter", "--data-file", realSampleURL.path, "--store", "memory",
        ])
        #expect(filtered.status == 0, "\(filtered.stderr)")
        #expect(filtered.stdout.contains("Filter: Category 2 · 7 transactions"), "\(filtered.stdout)")
        #expect(filtered.stdout.contains("Sum: 2,973 points"))
        #expect(!filtered.stdout.contains("REWE Group"), "category 2 has no REWE booking")

        let details = await runTransactions([
            "--keys", "down down down down enter", "--data-file", realSampleURL.path, "--store", "memory",
        ])
        #expect(details.stdout.contains("Transactions › Tchibo"), "\(details.stdout)")
        #expect(details.stdout.contains("Reference    623838250608671"))
    }

    @Test func offlineScreenWithoutStoredListExits1() async {
        let run = await runTransactions(["--plain", "--offline", "--store", "memory"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("⊘"), "the offline banner, distinct from the error banner")
        #expect(run.stderr.contains("You are offline"))
    }
}
