import Dispatch
import Foundation
import Observation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs screens in a real terminal until the user quits.
///
/// It takes over the terminal (raw mode, alternate screen, hidden cursor), reads keys on a
/// background thread, and redraws — writing only changed rows — when a key is handled, when
/// anything the frame was drawn from changes (observation), when the terminal is resized
/// (SIGWINCH), on a ~100 ms spinner tick while the top screen is animating, and — when it has a
/// clock (`now`) — once a second, so relative times ("updated 2 minutes ago") advance while a
/// screen is open (nothing is written when the frame did not change). The terminal is
/// restored on quit (q, Ctrl-C), on end of input, when an error is thrown, and on SIGTERM,
/// SIGINT or SIGHUP (then the process exits with 128 + the signal number). Ctrl-Z and SIGTSTP
/// restore it before the process stops; SIGCONT (`fg`) takes it again and redraws.
///
/// Unless started without the mouse, it turns on SGR mouse reporting (presses, releases and
/// wheel turns; see ``MouseEvent``), and turns it off again on every one of those exit paths.
@MainActor
public final class InteractiveSession {
    private enum Event: Sendable {
        case key(Key)
        case changed
        case resized
        case tick
        case second
        case inputEnded
    }

    /// The screen stack.
    public let navigator: Navigator
    /// The theme frames are drawn with.
    public let theme: Theme
    private var tick = 0
    private var tickTask: Task<Void, Never>?

    /// Used when the terminal does not report its size.
    private static let fallbackSize = TerminalSize(width: 80, height: 24)
    private static let tickInterval = Duration.milliseconds(100)

    /// Whether the terminal is asked to report the mouse.
    public let mouse: Bool
    /// Each frame's instant (``RenderContext/now``); nil for none (and no redraw every second).
    private let now: (@Sendable () -> Date)?
    /// What the once-a-second redraw sleeps on.
    private let clock: any Clock<Duration>

    /// A session that will show `root`, with mouse reporting unless `mouse` is false. With
    /// `now`, frames show that instant and the session redraws every second of `clock`.
    public init(
        root: any Screen, theme: Theme, labels: ChromeLabels = .english, mouse: Bool = true,
        now: (@Sendable () -> Date)? = nil, clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.navigator = Navigator(root: root, labels: labels, mouse: mouse)
        self.theme = theme
        self.mouse = mouse
        self.now = now
        self.clock = clock
    }

    /// Runs until the user quits; returns how the session ended. Refuses, before writing
    /// anything, when `input` or `output` is not a terminal.
    /// - Throws: ``TerminalError/notInteractive`` (its message suggests `--plain`/`--keys`),
    ///   or ``TerminalError/systemCallFailed(operation:code:)``.
    @discardableResult
    public func run(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) async throws -> SessionEnd {
        let terminal = try TerminalDevice(input: input, output: output)
        let reader = try InputReader(descriptor: input)
        defer { reader.stop() }
        let (events, sink) = AsyncStream<Event>.makeStream()
        let mouse = self.mouse
        let signals = SignalWatcher(
            signals: [SIGWINCH, SIGTERM, SIGINT, SIGHUP, SIGTSTP, SIGCONT],
            queue: DispatchQueue(label: "TerminalUI.signals")
        ) { signalNumber in
            switch signalNumber {
            case SIGWINCH:
                sink.yield(.resized)
            case SIGTSTP:
                // Job control: give the shell its terminal back, then stop (SIGSTOP cannot be
                // caught, so the stop is certain); `fg` sends SIGCONT.
                if terminal.suspend() { kill(getpid(), SIGSTOP) }
            case SIGCONT:
                // Back from `fg` (or `kill -CONT`): raw mode again, and a full redraw.
                terminal.resume(mouse: mouse)
                sink.yield(.resized)
            default:
                terminal.restore()
                exit(128 + signalNumber)
            }
        }
        defer { signals.cancel() }
        try terminal.enter(mouse: mouse)
        defer { terminal.restore() }

        reader.start(onKey: { sink.yield(.key($0)) }, onEnd: { sink.yield(.inputEnded) })
        navigator.start()
        let seconds = now.map { _ in
            Task { [clock] in
                while (try? await clock.sleep(for: .seconds(1))) != nil { sink.yield(.second) }
            }
        }
        defer {
            navigator.quit()
            tickTask?.cancel()
            tickTask = nil
            seconds?.cancel()
        }

        let redrawQueued = RedrawFlag()
        var renderer = FrameRenderer(theme: theme)
        var size = terminal.size() ?? Self.fallbackSize
        func redraw() {
            let context = RenderContext(size: size, theme: theme, tick: tick, now: now?())
            let frame = withObservationTracking {
                navigator.frame(in: context)
            } onChange: {
                // Several observations may fire for one change; one redraw is enough.
                if redrawQueued.raise() { sink.yield(.changed) }
            }
            let changes = renderer.render(frame)
            if !changes.isEmpty { terminal.write(changes) }
            updateTicking(sink: sink)
        }

        redraw()
        for await event in events {
            switch event {
            case .key(.control("z")):
                // Raw mode turns off the terminal's own Ctrl-Z: stop as the shell would.
                if terminal.suspend() { kill(getpid(), SIGSTOP) }
                continue
            case .key(let key):
                navigator.handle(key, in: RenderContext(size: size, theme: theme, tick: tick, now: now?()))
            case .changed:
                redrawQueued.lower()
            case .resized:
                size = terminal.size() ?? size
                renderer.invalidate()
            case .tick:
                tick &+= 1
            case .second:
                break  // the redraw below words relative times against the new second
            case .inputEnded:
                navigator.quit()
            }
            if navigator.hasQuit { break }
            redraw()
        }
        return navigator.wasInterrupted ? .interrupted : .quit
    }

    /// Keeps a tick task running exactly while the top screen animates.
    private func updateTicking(sink: AsyncStream<Event>.Continuation) {
        if navigator.isAnimating {
            guard tickTask == nil else { return }
            tickTask = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: Self.tickInterval)
                    sink.yield(.tick)
                }
            }
        } else {
            tickTask?.cancel()
            tickTask = nil
        }
    }
}

/// Whether a redraw is already queued: several observations may fire for one change, and one
/// redraw is enough. A class (not a captured local `Mutex`) so the `@Sendable` onChange closure
/// shares it safely, which release builds' region checking requires.
private final class RedrawFlag: Sendable {
    private let queued = Mutex(false)

    /// Marks a redraw as queued; true when none was queued yet.
    func raise() -> Bool {
        queued.withLock { queued in
            defer { queued = true }
            return !queued
        }
    }

    /// The queued redraw happened.
    func lower() {
        queued.withLock { $0 = false }
    }
}
