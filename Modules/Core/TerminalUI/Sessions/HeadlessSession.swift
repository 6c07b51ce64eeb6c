import Foundation
import Observation

/// Runs screens without a terminal: for `--plain`, `--keys` and tests.
///
/// ```swift
/// let session = HeadlessSession(root: TransactionsScreen(viewModel: model))
/// try await session.settle()
/// try await session.send(.down)
/// print(session.frameText())
/// ```
///
/// Waiting is event-driven: ``settle(timeout:)`` observes the top screen's ``Screen/phase``
/// (and, through it, the view model) with `withObservationTracking` and wakes on changes.
@MainActor
public final class HeadlessSession {
    /// The screen stack.
    public let navigator: Navigator
    /// The size frames are laid out at.
    public var size: TerminalSize
    /// The theme frames are laid out with.
    public let theme: Theme

    /// A session showing `root` at `size`, with the root's task started. `mouse` says whether
    /// mouse events are expected (scripts may send them either way; the help lists them).
    /// `clock` measures the timeouts given to ``settle(timeout:)`` (tests pass a test clock).
    /// `now`, when given, is each frame's instant (``RenderContext/now``): relative times are
    /// worded against it (tests move it to see them advance).
    public init(
        root: any Screen, size: TerminalSize = .headlessDefault, theme: Theme = .noColor,
        labels: ChromeLabels = .english, mouse: Bool = true, clock: any Clock<Duration> = ContinuousClock(),
        now: (@MainActor () -> Date)? = nil
    ) {
        self.navigator = Navigator(root: root, labels: labels, mouse: mouse)
        self.size = size
        self.theme = theme
        self.clock = clock
        self.now = now
        navigator.start()
    }

    /// Whether a key (q, Ctrl-C) or a screen ended the session.
    public var hasQuit: Bool { navigator.hasQuit }

    /// The top screen's phase: after ``settle(timeout:)``, either settled or failed.
    public var phase: ScreenPhase { navigator.top.phase }

    /// Waits until the top screen is no longer busy (returns at once once the session quit).
    ///
    /// Without a `timeout` it waits for the screen's state to change and nothing else, so how
    /// long other work keeps the main actor busy cannot change the outcome (tests rely on their
    /// own time limit to catch a hang). A `timeout`, measured on the session's clock, is for
    /// runs a person waits on (`--plain`, `--keys`).
    /// - Throws: ``HeadlessSessionError/timedOut(screen:after:)`` when it is still busy after
    ///   `timeout`, e.g. because its phase depends on state that is not observable.
    public func settle(timeout: Duration? = nil) async throws(HeadlessSessionError) {
        let (events, continuation) = AsyncStream<SettleEvent>.makeStream()
        let deadline = timeout.map { timeout in
            Task { [clock] in
                if (try? await clock.sleep(for: timeout)) != nil { continuation.yield(.deadline) }
            }
        }
        defer {
            deadline?.cancel()
            continuation.finish()
        }
        var iterator = events.makeAsyncIterator()
        while true {
            let isBusy = withObservationTracking {
                isStillBusy
            } onChange: {
                continuation.yield(.changed)
            }
            // Read again now that the observation is registered: a change made between the read
            // above and the registration (possible only off the main actor) is not lost.
            guard isBusy, isStillBusy else { return }
            switch await iterator.next() {
            case .changed: continue
            case .deadline, nil: throw .timedOut(screen: navigator.top.title, after: timeout ?? .zero)
            }
        }
    }

    /// Handles `key` as a user's key press, then settles (see ``settle(timeout:)``). Keys after a
    /// quit are ignored.
    public func send(_ key: Key, timeout: Duration? = nil) async throws(HeadlessSessionError) {
        navigator.handle(key, in: context)
        try await settle(timeout: timeout)
    }

    /// Sends `keys` one after another, settling after each.
    public func send(_ keys: [Key], timeout: Duration? = nil) async throws(HeadlessSessionError) {
        for key in keys {
            try await send(key, timeout: timeout)
        }
    }

    /// The current frame.
    public func frame() -> Frame {
        navigator.frame(in: context)
    }

    /// The current frame as plain text (no escape codes), as `--plain` prints it.
    public func frameText() -> String {
        frame().plainText()
    }

    /// Ends the session, cancelling every screen's task.
    public func quit() {
        navigator.quit()
    }

    private var context: RenderContext { RenderContext(size: size, theme: theme, now: now?()) }

    private var isStillBusy: Bool { !navigator.hasQuit && navigator.top.phase.isBusy }

    /// What wakes a settling session.
    private enum SettleEvent: Sendable {
        case changed
        case deadline
    }

    /// Measures settle timeouts.
    private let clock: any Clock<Duration>
    /// Each frame's instant, if the session has a clock.
    private let now: (@MainActor () -> Date)?
}
