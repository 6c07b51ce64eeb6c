import AppCore
import AppRunner
import AppRunnerTestSupport
import Feed
import FeedInterface
import FeedTesting
import Foundation
import MosaicTestSupport
import Testing
import TransactionsInterface

/// The plugin in an app container, and the feed as its demo runs it (`--plain`, `--keys`, scenarios).
@MainActor @Suite struct FeedPluginTests {
    @Test func theFeedResolvesTheSummaryFromTheContainer() async throws {
        let context = try pluginContext([
            FeedPlugin(summaryProvider: FakeTransactionsSummaryService(FeedFixtures.pointsSummary))
        ])
        for registration in context.registrations where !registration.requiresArguments {
            #expect(registration.resolves(in: context.resolver), "\(registration)")
        }
        #expect(
            context.resolver.resolve((any TransactionsSummaryService).self) is FakeTransactionsSummaryService)
        #expect(context.resolver.resolve((any FeedService).self) is BundledFeedService)
        try #require(context.plugins.count > 0)
        _ = try context.plugins[0].makeRootScreen(context.resolver)
    }

    @Test func withoutAnyTransactionsFeatureTheFeedSaysWhatIsMissing() throws {
        let context = try pluginContext([FeedPlugin()])
        #expect(context.resolver.resolve((any TransactionsSummaryService).self) == nil)
        #expect {
            try #require(context.plugins.count > 0)
            _ = try context.plugins[0].makeRootScreen(context.resolver)
        } throws: { error in
            // The one wiring error every feature reports, naming the missing type.
            (error as? MissingRegistration)?.typeName == "TransactionsInterface.TransactionsSummaryService"
        }
    }

    @Test func plainPrintsTheTotalAndTheBundledCards() async {
        let run = await runFeed(["--plain", "--scenario", "loaded"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1,548 points"))
        #expect(run.stdout.contains("Double points this weekend"))
        #expect(run.stderr.isEmpty)
    }

    /// In November 2026 the bundled offers that ended in spring are not offered "for you": they are
    /// listed apart, marked as ended, after the one card that never ends.
    @Test func offersThatEndedAreListedApartAsExpired() async throws {
        let run = await runFeed(["--plain"], now: FeedFixtures.afterOffersEnded)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let forYou = try #require(lines.firstIndex { $0.hasPrefix("For you") }, "\(run.stdout)")
        let expired = try #require(lines.firstIndex { $0.hasPrefix("Expired") }, "\(run.stdout)")
        #expect(lines[forYou].hasSuffix(" 1"))
        #expect(lines[expired].hasSuffix(" 3"))
        #expect(forYou < expired)
        let double = try #require(lines.firstIndex { $0.contains("Double points this weekend") })
        #expect(double > expired, "an ended offer is not under For you")
        #expect(lines[double].hasSuffix("ended Mar 29, 2026"))
        #expect(!run.stdout.contains("until Mar 29, 2026"))
    }

    @Test func germanComesFromTheLocaleEnvironment() async {
        let run = await runFeed(["--plain"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1.548 Punkte"))
        #expect(run.stdout.contains("Doppelte Punkte am Wochenende"))
    }

    @Test func aFailingSummaryExitsOneWithTheReason() async {
        let run = await runFeed(["--plain", "--scenario", "failing-summary"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("The total could not be loaded"), "\(run.stderr)")
        #expect(run.stdout.contains("Double points this weekend"), "the cards still show")
    }

    /// The demo's content fails with an error of its own (English text): the user reads the
    /// shared sentence in their language, not that text.
    @Test func contentThatFailsIsSaidInTheUsersLanguage() async {
        let run = await runFeed(
            ["--plain", "--scenario", "failing-content"], environment: ["LANG": "pl_PL.UTF-8"])
        #expect(run.status == 1)
        #expect(run.stderr == "error: Nie udało się wczytać treści. Coś poszło nie tak.\n", "\(run.stderr)")
        #expect(!run.stdout.contains("simulated"), "\(run.stdout)")
    }

    @Test func keysRetryAFlakySummaryAndOpenACard() async {
        let run = await runFeed(["--keys", "r down enter", "--scenario", "flaky-summary"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Feed › Coupon"))
        #expect(run.stdout.contains("City Fuel"))
    }

    @Test func anUnknownScenarioIsAUsageErrorListingTheNames() async {
        let run = await runFeed(["--plain", "--scenario", "nope"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("failing-summary"), "\(run.stderr)")
    }
}
