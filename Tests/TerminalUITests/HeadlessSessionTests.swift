import Clocks
import MosaicTestSupport
import Testing

@testable import TerminalUI

@MainActor
@Suite(.hangsAfter(minutes: 10))
struct HeadlessSessionTests {
    @Test func settleWaitsForTheViewModelToLoad() async throws {
        let (source, feed) = AsyncStream<Result<[String], SampleError>>.makeStream()
        let session = HeadlessSession(
            root: SampleListScreen(model: SampleViewModel(source: source)),
            size: TerminalSize(width: 30, height: 6))
        #expect(session.phase == .busy)
        #expect(session.frameText().contains("Loading"))
        async let settled: Void = session.settle()
        feed.yield(.success(["Coffee", "Tea"]))
        try await settled
        #expect(session.phase == .settled)
        #expect(
            session.frameText() == """
                 Items
                All  2
                 ▸ Coffee
                   Tea
                           ? help  : commands
                 enter open  q quit
                """)
        session.quit()
    }

    @Test func sendHandlesAKeyThenSettles() async throws {
        let (source, feed) = AsyncStream<Result<[String], SampleError>>.makeStream()
        feed.yield(.success(["Coffee", "Tea"]))
        let session = HeadlessSession(root: SampleListScreen(model: SampleViewModel(source: source)))
        try await session.settle()
        try await session.send(.down)
        #expect(session.frameText().contains(" ▸ Tea"))
        try await session.send(.ctrlC)
        #expect(session.hasQuit)
        try await session.send(.up)
        #expect(session.frameText().contains(" ▸ Tea"), "keys after quitting are ignored")
    }

    @Test func aFailedLoadSettlesAsFailed() async throws {
        let (source, feed) = AsyncStream<Result<[String], SampleError>>.makeStream()
        feed.yield(.failure(SampleError(message: "Server said no")))
        let session = HeadlessSession(root: SampleListScreen(model: SampleViewModel(source: source)))
        try await session.settle()
        #expect(session.phase == .failed("Server said no"))
        #expect(session.frameText().contains("✖ Server said no"))
        #expect(session.frameText().contains("r retry"))
        session.quit()
    }

    @Test func aScreenThatNeverSettlesTimesOutOnTheSessionsClockWithAClearError() async {
        // ImmediateClock: the 30 s deadline passes at once, however busy the machine is.
        let session = HeadlessSession(
            root: StaticScreen(title: "Stuck", body: [], phase: .busy), clock: ImmediateClock())
        await #expect(throws: HeadlessSessionError.timedOut(screen: "Stuck", after: .seconds(30))) {
            try await session.settle(timeout: .seconds(30))
        }
        let message = HeadlessSessionError.timedOut(screen: "Stuck", after: .seconds(30)).description
        #expect(message.contains("\"Stuck\""))
        #expect(message.contains("30"))
    }

    @Test func aScreenThatSettlesBeforeTheDeadlineDoesNotTimeOut() async throws {
        // The TestClock never advances, so only the screen's change can end the wait.
        let (source, feed) = AsyncStream<Result<[String], SampleError>>.makeStream()
        let session = HeadlessSession(
            root: SampleListScreen(model: SampleViewModel(source: source)), clock: TestClock())
        async let settled: Void = session.settle(timeout: .seconds(1))
        feed.yield(.success(["Coffee"]))
        try await settled
        #expect(session.phase == .settled)
        session.quit()
    }

    @Test func settlingAfterQuittingReturnsAtOnce() async throws {
        let session = HeadlessSession(root: StaticScreen(title: "Stuck", body: [], phase: .busy))
        session.quit()
        try await session.settle()
        #expect(session.hasQuit)
    }

    @Test func theSizeDefaultsTo100By30() {
        let session = HeadlessSession(root: StaticScreen(title: "Root", body: []))
        #expect(session.frame().size == TerminalSize(width: 100, height: 30))
        #expect(session.frame().lines.count == 30)
    }

    @Test func scriptedKeysDriveASession() async throws {
        let (source, feed) = AsyncStream<Result<[String], SampleError>>.makeStream()
        feed.yield(.success(["a", "b", "c"]))
        let session = HeadlessSession(root: SampleListScreen(model: SampleViewModel(source: source)))
        try await session.settle()
        try await session.send(try KeyScript.parse("down down enter"))
        #expect(session.navigator.top.title == "c")
        try await session.send(try KeyScript.parse("esc q"))
        #expect(session.hasQuit)
    }
}
