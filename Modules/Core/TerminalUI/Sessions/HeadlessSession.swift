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
    public init(
        root: any Screen, size: TerminalSize = .headlessDefault, theme: Theme = .noColor,
        labels: ChromeLabels = .english, mouse: Bool = true
    ) {
        self.navigator = Navigator(root: root, labels: labels, mouse: mouse)
        self.size = size
        self.theme = theme
        navigator.start()
    }

    /// Whether a key (q, Ctrl-C) or a screen ended the session.
    public var hasQuit: Bool { navigator.hasQuit }

    /// The top screen's phase: after ``settle(timeout:)``, either settled or failed.
    public var phase: ScreenPhase { navigator.top.phase }

    /// Waits until the top screen is no longer busy (returns at once once the session quit).
    /// - Throws: ``HeadlessSessionError/timedOut(screen:after:)`` when it is still busy after
    ///   `timeout`, e.g. because its phase depends on state that is not observable. The default is
    ///   generous: it only stops a real hang, and a test suite running many sessions on the main
    ///   actor of a loaded two-core machine can keep one waiting for tens of seconds.
    public func settle(timeout: Duration = .seconds(120)) async throws(HeadlessSessionError) {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            let (changes, continuation) = AsyncStream<Bool>.makeStream(bufferingPolicy: .bufferingNewest(1))
            let isBusy = withObservationTracking {
                !navigator.hasQuit && navigator.top.phase.isBusy
            } onChange: {
                continuation.yield(true)
            }
            guard isBusy else { return }
            let timer = Task {
                try? await Task.sleep(until: deadline, clock: .continuous)
                continuation.yield(false)
            }
            var iterator = changes.makeAsyncIterator()
            let changed = await iterator.next() ?? false
            timer.cancel()
            if !changed {
                throw .timedOut(screen: navigator.top.title, after: timeout)
            }
        }
    }

    /// Handles `key` as a user's key press, then settles. Keys after a quit are ignored.
    public func send(_ key: Key, timeout: Duration = .seconds(120)) async throws(HeadlessSessionError) {
        navigator.handle(key, in: context)
        try await settle(timeout: timeout)
    }

    /// Sends `keys` one after another, settling after each.
    public func send(_ keys: [Key], timeout: Duration = .seconds(120)) async throws(HeadlessSessionError) {
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

    private var context: RenderContext { RenderContext(size: size, theme: theme) }
}
