/// A stack of screens with their tasks, composed into frames: title bar, top screen's body,
/// footer.
///
/// Keys go to the top screen first; what it ignores falls back to the defaults: Esc and
/// Backspace go back (not past the root, nor while the screen disallows it), q quits. Ctrl-C always quits. Each screen's
/// ``Screen/run()`` task starts when it is shown and is cancelled when it is popped or the
/// navigator quits.
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
    private var tasks: [ObjectIdentifier: Task<Void, Never>] = [:]

    /// A navigator showing `root`; call ``start()`` to run its task.
    public init(root: any Screen, labels: ChromeLabels = .english) {
        self.stack = [root]
        self.defaultLabels = labels
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
        return true
    }

    /// Ends the session: cancels every screen's task.
    public func quit() {
        hasQuit = true
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
    }

    /// The context the top screen's body gets inside a terminal of `context`'s size.
    public func bodyContext(in context: RenderContext) -> RenderContext {
        context.removingRows(2)
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
        switch top.handle(key, in: bodyContext(in: context)) {
        case .handled:
            break
        case .ignored:
            switch key {
            case .escape where top.allowsBack, .backspace where top.allowsBack: pop()
            case .character("q"): quit()
            default: break
            }
        case .push(let screen):
            push(screen)
        case .pop:
            pop()
        case .quit:
            quit()
        }
    }

    /// The whole frame for a terminal of `context`'s size.
    public func frame(in context: RenderContext) -> Frame {
        let body = bodyContext(in: context)
        let breadcrumb = stack.map(\.title).joined(separator: " › ")
        var lines = TitleBar(breadcrumb).lines(width: context.width)
        var bodyLines = Array(top.render(in: body).prefix(body.height))
        bodyLines += Array(repeating: .blank, count: body.height - bodyLines.count)
        lines += bodyLines
        lines += Footer(footerHints).lines(width: context.width)
        return Frame(size: context.size, lines: lines)
    }

    /// The top screen's hints, then back and quit, which the footer keeps longest; while the
    /// screen captures text (a search being typed), only its own: Esc and q are text then.
    private var footerHints: [KeyHint] {
        if top.capturesText { return top.keyHints }
        let labels = labels
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
