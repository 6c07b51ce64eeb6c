/// A stack of screens with their tasks, composed into frames: title bar, top screen's body,
/// status line, footer.
///
/// Keys go to the top screen first; what it ignores falls back to the defaults: Esc and
/// Backspace go back (not while the screen disallows it), Esc at the root and q quit, `?` shows
/// the help overlay, `:` and Ctrl-P the command palette, and `j` `k` `g` `G` are offered again
/// as ↓ ↑ Home End. Ctrl-C always quits. While an overlay is open it gets every key.
///
/// Mouse events arrive in whole-terminal cells; a press or wheel turn over the body is offered
/// to the top screen with its row shifted past the title bar, and a wheel turn the screen
/// ignores moves one row per notch (↑ or ↓), so the wheel never skips a row. A click on the
/// status line's "? help" or ": commands" works like the key.
///
/// Each screen's ``Screen/run()`` task starts when it is shown and is cancelled when it is
/// popped or the navigator quits.
@MainActor
public final class Navigator {
    /// The screens, root first; never empty.
    public private(set) var stack: [any Screen]
    /// Whether the app was asked to quit; keys are then ignored.
    public private(set) var hasQuit = false
    /// Whether the session ended with Ctrl-C rather than a normal quit (exit status 130).
    public private(set) var wasInterrupted = false
    /// The words the chrome draws unless a screen on the stack brings its own (see
    /// ``Screen/chromeLabels``).
    public let defaultLabels: ChromeLabels
    /// Whether the session reports mouse events (the help overlay lists the mouse then).
    public let acceptsMouse: Bool
    /// The help overlay or command palette over the top screen's body, if one is open.
    public internal(set) var overlay: ShellOverlay?
    private var tasks: [ObjectIdentifier: Task<Void, Never>] = [:]

    /// Rows the chrome takes: the title bar above the body, the status line and footer below.
    static let chromeRows = (above: 1, below: 2)

    /// A navigator showing `root`; call ``start()`` to run its task. `mouse` says whether the
    /// session reports mouse events.
    public init(root: any Screen, labels: ChromeLabels = .english, mouse: Bool = true) {
        self.stack = [root]
        self.defaultLabels = labels
        self.acceptsMouse = mouse
    }

    /// The words the chrome draws now: those of the topmost screen that has its own (a root
    /// following a language change), else ``defaultLabels``.
    public var labels: ChromeLabels {
        stack.reversed().lazy.compactMap(\.chromeLabels).first ?? defaultLabels
    }

    /// The screen on top.
    public var top: any Screen { stack[stack.count - 1] }

    /// Whether the top screen wants spinner ticks.
    public var isAnimating: Bool { top.isAnimating }

    /// Starts the tasks of the screens on the stack that are not running yet.
    public func start() {
        guard !hasQuit else { return }
        for screen in stack { startTask(of: screen) }
    }

    /// Shows `screen` on top and starts its task.
    public func push(_ screen: any Screen) {
        guard !hasQuit else { return }
        stack.append(screen)
        startTask(of: screen)
    }

    /// Removes the top screen and cancels its task; does nothing at the root.
    @discardableResult
    public func pop() -> Bool {
        guard stack.count > 1 else { return false }
        let screen = stack.removeLast()
        tasks.removeValue(forKey: ObjectIdentifier(screen))?.cancel()
        if !hasQuit { top.didReturn() }
        return true
    }

    /// Ends the session: cancels every screen's task.
    public func quit() {
        hasQuit = true
        overlay = nil
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
    }

    /// The context the top screen's body gets inside a terminal of `context`'s size.
    public func bodyContext(in context: RenderContext) -> RenderContext {
        context.removingRows(Self.chromeRows.above + Self.chromeRows.below)
    }

    /// Routes `key` (see the type's documentation for the defaults). `context` is the whole
    /// terminal.
    public func handle(_ key: Key, in context: RenderContext) {
        guard !hasQuit else { return }
        if key == .ctrlC {
            wasInterrupted = true
            quit()
            return
        }
        let body = bodyContext(in: context)
        // From here on, mouse rows count from the body's first row.
        var key = key
        if case .mouse(let event) = key { key = .mouse(event.shifted(rows: Self.chromeRows.above)) }
        switch overlay {
        case .help(let help):
            overlay = help.handle(key, in: body).map(ShellOverlay.help)
        case .palette(var palette):
            let outcome = palette.handle(key, in: body)
            overlay = outcome == .keepOpen ? .palette(palette) : nil
            if case .run(let action) = outcome { run(action, in: body) }
        case nil:
            if case .mouse(let event) = key {
                handleMouse(event, in: body)
            } else {
                dispatch(key, in: body)
            }
        }
    }

    /// Offers `key` to the top screen, then applies the defaults to a key it ignores.
    private func dispatch(_ key: Key, in body: RenderContext) {
        let action = top.handle(key, in: body)
        guard case .ignored = action else { return apply(action) }
        switch key {
        // Esc at the root quits, as q does (the README's exit-code table: "q/Esc at the root");
        // Backspace at the root does nothing (a search's last deleted character must not quit).
        case .escape where stack.count == 1: quit()
        case .escape where top.allowsBack, .backspace where top.allowsBack: pop()
        case .character("q"): quit()
        case .character("?"): openHelp()
        case .character(":"), .control("p"): openPalette()
        case .character("j"): apply(top.handle(.down, in: body))
        case .character("k"): apply(top.handle(.up, in: body))
        case .character("g"): apply(top.handle(.home, in: body))
        case .character("G"): apply(top.handle(.end, in: body))
        default: break
        }
    }

    /// A mouse event with its row relative to the body: offered to the top screen when over the
    /// body (wheel turns anywhere); an ignored wheel turn moves up or down.
    private func handleMouse(_ event: MouseEvent, in body: RenderContext) {
        switch event.action {
        case .wheelUp, .wheelDown:
            let action = top.handle(.mouse(event), in: body)
            guard case .ignored = action else { return apply(action) }
            apply(top.handle(event.action == .wheelUp ? .up : .down, in: body))
        case .press(.left) where event.row == body.height:
            // The status line: its "? help" and ": commands" open what they name.
            let hint = statusLine(labels: labels.shell).hint(atColumn: event.column, width: body.width)
            if let key = hint?.press { dispatch(key, in: body) }
        case .press, .release:
            guard (0..<body.height).contains(event.row) else { return }
            apply(top.handle(.mouse(event), in: body))
        }
    }

    private func apply(_ action: ScreenAction) {
        switch action {
        case .handled, .ignored: break
        case .push(let screen): push(screen)
        case .pop: pop()
        case .quit: quit()
        }
    }

    /// Shows the `?` overlay for the top screen.
    public func openHelp() {
        guard !hasQuit else { return }
        overlay = .help(HelpOverlay(navigator: self))
    }

    /// Shows the command palette for the top screen.
    public func openPalette() {
        guard !hasQuit else { return }
        overlay = .palette(CommandPalette(entries: paletteEntries()))
    }

    /// Does what a palette entry says.
    private func run(_ action: PaletteEntry.Action, in body: RenderContext) {
        switch action {
        case .key(let key): dispatch(key, in: body)
        case .help: openHelp()
        case .back: if top.allowsBack { pop() }
        case .quit: quit()
        case .tab(let path):
            while pop() {}
            var host = stack[0].tabHost
            for index in path {
                guard let current = host, current.tabs.indices.contains(index) else { break }
                current.select(index)
                host = current.tabs[index].tabHost
            }
        }
    }

    /// The whole frame for a terminal of `context`'s size.
    public func frame(in context: RenderContext) -> Frame {
        let body = bodyContext(in: context)
        let labels = labels
        let breadcrumb = stack.map(\.title).joined(separator: " › ")
        var lines = TitleBar(breadcrumb).lines(width: context.width)
        var bodyLines = Array(top.render(in: body).prefix(body.height))
        bodyLines += Array(repeating: .blank, count: body.height - bodyLines.count)
        switch overlay {
        case .help(let help): bodyLines = help.drawn(over: bodyLines, in: body, labels: labels.shell)
        case .palette(let palette): bodyLines = palette.drawn(over: bodyLines, in: body, labels: labels.shell)
        case nil: break
        }
        lines += bodyLines
        lines += statusLine(labels: labels.shell).lines(width: context.width)
        lines += Footer(footerHints(in: body)).lines(width: context.width)
        return Frame(size: context.size, lines: lines)
    }

    /// The environment and the top screen's sync time; `?` and `:` unless an overlay is open.
    private func statusLine(labels: ShellLabels) -> StatusLine {
        let synced = top.lastSync.flatMap { date in labels.synced?(date) } ?? ""
        let hints =
            overlay == nil
            ? [KeyHint("?", labels.help), KeyHint(":", labels.commands)] : []
        return StatusLine(facts: [labels.environment, synced], hints: hints)
    }

    /// The top screen's hints, then back and quit, which the footer keeps longest; an open
    /// overlay's own keys instead; while the screen captures text (a search being typed), only
    /// its own: Esc and q are text then.
    private func footerHints(in body: RenderContext) -> [KeyHint] {
        let labels = labels
        switch overlay {
        case .help(let help): return help.footerHints(in: body, labels: labels.shell)
        case .palette: return CommandPalette.footerHints(labels: labels.shell)
        case nil: break
        }
        if top.capturesText { return top.keyHints }
        let back =
            stack.count > 1 && top.allowsBack
            ? [KeyHint(KeyName.escape, labels.back, priority: .essential)] : []
        return top.keyHints + back + [KeyHint("q", labels.quit, priority: .vital)]
    }

    private func startTask(of screen: any Screen) {
        let id = ObjectIdentifier(screen)
        guard tasks[id] == nil else { return }
        tasks[id] = Task { await screen.run() }
    }
}

/// What the navigator shows over the top screen's body.
public enum ShellOverlay: Sendable {
    /// The `?` overlay listing the keys.
    case help(HelpOverlay)
    /// The command palette.
    case palette(CommandPalette)
}
