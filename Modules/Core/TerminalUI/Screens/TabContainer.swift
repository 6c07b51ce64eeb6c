import Foundation

/// A screen hosting child screens behind a tab bar. Each child's task starts the first time the
/// child is shown and is cancelled with the container's.
///
/// An ordinary container is switched with Tab/Shift-Tab or the number keys 1–9. An outer one
/// (``Switching/productKeys``), whose tabs are themselves containers (the products of one app),
/// is switched with Ctrl-←/Ctrl-→ (previous, next) and Alt-1…9 (that product) — keys no screen
/// uses, so a screen's own keys (the hiring list's `[` `]`) always reach it — and leaves Tab,
/// Shift-Tab and the numbers to the inner one; its bar is drawn unnumbered above the inner bar.
/// With a single tab, the switching keys go to the child. While the tab showing captures text (a
/// search being typed), typed digits are text for it, not tab switches.
///
/// A left click on the bar shows the tab clicked; other mouse events go to the child, their row
/// shifted past the bar.
@MainActor
public final class TabContainer: Screen, TabHosting {
    /// Which keys switch tabs.
    public enum Switching: Sendable {
        /// Tab and Shift-Tab (next, previous), 1–9 (that tab).
        case tabKeys
        /// Ctrl-→ and Ctrl-← (next, previous), Alt-1–9 (that tab): an outer container around
        /// inner ones.
        case productKeys
    }

    /// The container's own title ("Mosaic", "WorldOfPAYBACK").
    public let name: String
    /// The child screens, in tab order.
    public let tabs: [any Screen]
    /// The tabs' labels on the bar: stable names (a product's, a feature's), never a screen's
    /// changing title with its counts and filters; nil uses the screens' titles.
    public let names: [String]?
    /// The index of the tab showing.
    public private(set) var selectedIndex: Int
    /// Which keys switch tabs.
    public let switching: Switching
    private let labels: ChromeLabels
    private var started: Set<Int> = []
    private let startRequests: AsyncStream<Int>
    private let startContinuation: AsyncStream<Int>.Continuation

    /// A container titled `title` showing `tabs` (at least one), labelled `names` on the bar (one
    /// per tab; the screens' titles when nil), starting on `selected`, switched by `switching`'s
    /// keys.
    public init(
        _ title: String, tabs: [any Screen], names: [String]? = nil, selected: Int = 0,
        switching: Switching = .tabKeys, labels: ChromeLabels = .english
    ) {
        precondition(!tabs.isEmpty, "TabContainer needs at least one tab")
        precondition(names == nil || names?.count == tabs.count, "one name per tab")
        self.name = title
        self.tabs = tabs
        self.names = names
        self.selectedIndex = min(max(0, selected), tabs.count - 1)
        self.switching = switching
        self.labels = labels
        (startRequests, startContinuation) = AsyncStream.makeStream()
        requestStart(of: selectedIndex)
    }

    /// The child showing.
    public var selected: any Screen { tabs[selectedIndex] }

    /// The container's ``name``, then the title of the tab showing when it says more than the tab's
    /// label on the bar ("Mosaic › Orders · Pending (2)"): a hosted screen's filter and count stay
    /// in the title bar, as in the screen's own app. A title the bar already shows adds nothing.
    public var title: String {
        guard let names else { return name }
        let shown = selected.title
        return shown == names[selectedIndex] ? name : "\(name) › \(shown)"
    }

    public var phase: ScreenPhase { selected.phase }
    public var isAnimating: Bool { selected.isAnimating }
    public var isSearchable: Bool { selected.isSearchable }
    public var lastSync: Date? { selected.lastSync }
    public var tabHost: (any TabHosting)? { self }
    public var capturesText: Bool { selected.capturesText }
    public func didReturn() { selected.didReturn() }

    public var keyHints: [KeyHint] {
        guard tabs.count > 1 else { return selected.keyHints }
        let hint =
            switch switching {
            case .tabKeys: KeyHint(KeyName.tab, labels.switchTab, priority: .navigation)
            case .productKeys:
                KeyHint(
                    KeyName.controlLeftRight, labels.shell.switchOuterTab, priority: .navigation,
                    press: .controlRight)
            }
        return selected.keyHints + [hint]
    }

    /// Shows tab `index` (ignored when out of range), starting its task if it never ran.
    public func select(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        selectedIndex = index
        requestStart(of: index)
    }

    public func render(in context: RenderContext) -> [StyledLine] {
        bar.lines(width: context.width) + selected.render(in: context.removingRows(1))
    }

    public func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if tabs.count > 1, let index = tabIndex(for: key, width: context.width) {
            select(index)
            return .handled
        }
        if case .mouse(let event) = key {
            // A click on the bar that hit no tab goes nowhere; the child's rows start below it.
            if event.row == 0, case .press = event.action { return .handled }
            return selected.handle(.mouse(event.shifted(rows: 1)), in: context.removingRows(1))
        }
        return selected.handle(key, in: context.removingRows(1))
    }

    /// Runs the children's tasks as they are first shown, until cancelled.
    public func run() async {
        await withDiscardingTaskGroup { group in
            for await index in startRequests {
                let tab = tabs[index]
                group.addTask { await tab.run() }
            }
        }
    }

    private var bar: TabBar {
        TabBar(names ?? tabs.map(\.title), selected: selectedIndex, numbered: switching == .tabKeys)
    }

    /// The tab `key` switches to, if it is one of this container's switching keys or a left
    /// click on one of its tabs.
    private func tabIndex(for key: Key, width: Int) -> Int? {
        let count = tabs.count
        // Typed characters are text while the tab showing captures it (a search being typed).
        if case .character = key, selected.capturesText { return nil }
        switch (switching, key) {
        case (.tabKeys, .tab), (.productKeys, .controlRight):
            return (selectedIndex + 1) % count
        case (.tabKeys, .shiftTab), (.productKeys, .controlLeft):
            return (selectedIndex + count - 1) % count
        case (.tabKeys, .character(let character)), (.productKeys, .alt(let character)):
            guard character.isASCII, let number = character.wholeNumberValue,
                (1...min(9, count)).contains(number)
            else { return nil }
            return number - 1
        case (_, .mouse(let event)):
            guard event.row == 0, event.action == .press(.left) else { return nil }
            return bar.tabIndex(atColumn: event.column, width: width)
        default:
            return nil
        }
    }

    private func requestStart(of index: Int) {
        guard started.insert(index).inserted else { return }
        startContinuation.yield(index)
    }
}
