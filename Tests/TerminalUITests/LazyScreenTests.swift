import MosaicTestSupport
import Testing

@testable import TerminalUI

@MainActor
@Suite(.hangsAfter(minutes: 10))
struct LazyScreenTests {
    private struct WiringMistake: Error, CustomStringConvertible {
        var description: String { "no TransactionsSummaryService registered" }
    }

    @Test func aTabIsMadeWhenFirstShownAndRunsFromThen() async throws {
        var made: [String] = []
        let second = LazyScreen(title: "Transactions") {
            made.append("Transactions")
            return TaskProbeScreen(title: "Transactions")
        }
        // The bar's names are given (as the apps do): a bar of the screens' titles makes them all.
        let container = TabContainer(
            "Payback", tabs: [TaskProbeScreen(title: "Feed"), second], names: ["Feed", "Transactions"])
        let session = HeadlessSession(root: container, size: TerminalSize(width: 50, height: 6))
        #expect(session.frameText().contains("probe Feed"))
        #expect(made.isEmpty && !second.isMade, "the first frame makes the showing tab only")
        try await session.send(.character("2"))
        #expect(session.frameText().contains("probe Transactions"))
        #expect(made == ["Transactions"])
        let probe = try #require(second.screen as? TaskProbeScreen)
        var events = probe.events.makeAsyncIterator()
        #expect(await events.next() == .started, "its task starts once it shows")
        try await session.send([.character("1"), .character("2")])
        #expect(made == ["Transactions"], "made once")
        session.quit()
    }

    @Test func theCommandPaletteListsATabNeverShownByItsTitle() throws {
        let second = LazyScreen(title: "Settings") { TaskProbeScreen(title: "Settings") }
        let container = TabContainer("Payback", tabs: [TaskProbeScreen(title: "Feed"), second])
        #expect(container.tabs.map(\.title) == ["Feed", "Settings"])
        #expect(second.isMade, "asking for its title made it")
    }

    @Test func aTabThatCannotBeMadeShowsWhyInsteadOfEndingTheApp() async throws {
        let broken = LazyScreen(title: "Feed") { throw WiringMistake() }
        let container = TabContainer("Payback", tabs: [TaskProbeScreen(title: "Points"), broken])
        let session = HeadlessSession(root: container, size: TerminalSize(width: 60, height: 6))
        try await session.send(.character("2"))
        #expect(session.frameText().contains("no TransactionsSummaryService registered"))
        #expect(broken.title == "Feed")
        #expect(broken.phase == .failed("no TransactionsSummaryService registered"))
        session.quit()
    }
}
