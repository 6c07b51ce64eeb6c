/// A screen hosting child screens behind a tab bar, switched with Tab/Shift-Tab or the number
/// keys 1–9 (not while the tab captures text, e.g. a search being typed). Each child's task
/// starts the first time the child is shown and is cancelled with the container's.
@MainActor
public final class TabContainer: Screen {
    public let title: String
    /// The child screens, in tab order.
    public let tabs: [any Screen]
    /// The index of the tab showing.
    public private(set) var selectedIndex: Int
    private let labels: ChromeLabels
    private var started: Set<Int> = []
    private let startRequests: AsyncStream<Int>
    private let startContinuation: AsyncStream<Int>.Continuation

    /// A container titled `title` showing `tabs` (at least one), starting on `selected`.
    public init(_ title: String, tabs: [any Screen], selected: Int = 0, labels: ChromeLabels = .english) {
        precondition(!tabs.isEmpty, "TabContainer needs at least one tab")
        self.title = title
        self.tabs = tabs
        self.selectedIndex = min(max(0, selected), tabs.count - 1)
        self.labels = labels
        (startRequests, startContinuation) = AsyncStream.makeStream()
        requestStart(of: selectedIndex)
    }

    /// The child showing.
    public var selected: any Screen { tabs[selectedIndex] }

    public var phase: ScreenPhase { selected.phase }
    public var isAnimating: Bool { selected.isAnimating }
    public var isSearchable: Bool { selected.isSearchable }
    public var capturesText: Bool { selected.capturesText }
    public var keyHints: [KeyHint] {
        selected.keyHints
            + (tabs.count > 1 ? [KeyHint(KeyName.tab, labels.switchTab, priority: .navigation)] : [])
    }

    /// Shows tab `index` (ignored when out of range), starting its task if it never ran.
    public func select(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        selectedIndex = index
        requestStart(of: index)
    }

    public func render(in context: RenderContext) -> [StyledLine] {
        TabBar(tabs.map(\.title), selected: selectedIndex).lines(width: context.width)
            + selected.render(in: context.removingRows(1))
    }

    public func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        switch key {
        case .tab:
            select((selectedIndex + 1) % tabs.count)
            return .handled
        case .shiftTab:
            select((selectedIndex + tabs.count - 1) % tabs.count)
            return .handled
        case .character(let character):
            // A digit typed into the tab's search is text, not a tab number.
            if !selected.capturesText, character.isASCII, let number = character.wholeNumberValue,
                (1...min(9, tabs.count)).contains(number)
            {
                select(number - 1)
                return .handled
            }
        default:
            break
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

    private func requestStart(of index: Int) {
        guard started.insert(index).inserted else { return }
        startContinuation.yield(index)
    }
}
