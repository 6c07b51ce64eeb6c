import Clocks
import Foundation
import MosaicTestSupport
import Synchronization
import Testing

@testable import TerminalUI

/// An interactive session with a clock redraws every second of it, so what a screen words
/// against the frame's instant ("updated 2 minutes ago") advances while nobody presses a key.
/// Run on a real pseudo-terminal, with swift-clocks' `TestClock` for the
/// seconds: nothing here waits for wall-clock time to pass.
@MainActor @Suite(.hangsAfter(minutes: 10)) struct InteractiveClockTests {
    /// Shows the frame's instant in seconds since 1970.
    private final class InstantScreen: Screen {
        let title = "Clock"
        func render(in context: RenderContext) -> [StyledLine] {
            [StyledLine("at \(Int(context.now?.timeIntervalSince1970 ?? -1))s")]
        }
        func handle(_ key: Key, in context: RenderContext) -> ScreenAction { .ignored }
    }

    @Test func everySecondOfTheSessionsClockRedrawsAtTheNewInstant() async throws {
        let terminal = try PseudoTerminal(columns: 40, rows: 8)
        defer { terminal.close() }
        let clock = TestClock()
        let now = Mutex(Date(timeIntervalSince1970: 100))
        let session = InteractiveSession(
            root: InstantScreen(), theme: .noColor, mouse: false, now: { now.withLock { $0 } }, clock: clock)
        let run = Task { try await session.run(input: terminal.slave, output: terminal.slave) }

        try await waitUntil("the first frame") { terminal.text.contains("at 100s") }
        now.withLock { $0 = Date(timeIntervalSince1970: 164) }
        #expect(!terminal.text.contains("at 164s"), "no redraw before the second passes")
        await clock.advance(by: .seconds(1))
        try await waitUntil("the redraw a second later") { terminal.text.contains("at 164s") }

        // A second in which nothing changed writes nothing; the next change is drawn again.
        let before = terminal.count
        await clock.advance(by: .seconds(1))
        now.withLock { $0 = Date(timeIntervalSince1970: 166) }
        await clock.advance(by: .seconds(1))
        try await waitUntil("the redraw after two seconds") { terminal.text.contains("at 166s") }
        #expect(
            !terminal.text(after: before).contains("at 164s"), "the unchanged frame was not written again")

        terminal.type("q")
        #expect(try await run.value == .quit)
    }

    @Test func withoutAClockFramesHaveNoInstant() async throws {
        let terminal = try PseudoTerminal(columns: 40, rows: 8)
        defer { terminal.close() }
        let session = InteractiveSession(root: InstantScreen(), theme: .noColor, mouse: false)
        let run = Task { try await session.run(input: terminal.slave, output: terminal.slave) }
        try await waitUntil("the first frame") { terminal.text.contains("at -1s") }
        terminal.type("q")
        #expect(try await run.value == .quit)
    }
}
