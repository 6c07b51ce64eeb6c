import AppCore
import Foundation
import HiringInterface
import Networking
import RemoteContent
import TerminalUI

/// The hiring list: names grouped by list with kept and dropped counts; jump between lists,
/// collapse a list, search the names as you type (`/`), toggle the sort order (`s`), open an item
/// (Enter, or a click on the selected one).
@MainActor
public final class HiringScreen: Screen {
    private let model: HiringViewModel
    private let texts: HiringTexts
    private var browser: HiringBrowser
    private var listState = ListState()

    /// A screen over `model`, sorting names in `order` at first.
    init(model: HiringViewModel, texts: HiringTexts, order: HiringSortOrder = .natural) {
        self.model = model
        self.texts = texts
        self.browser = HiringBrowser(order: order)
    }

    public var title: String { texts[.title] }

    private var chrome: RemoteContentChrome<HiringContent, NetworkError> {
        RemoteContentChrome(
            model: model,
            words: RemoteContentWords(HiringStrings.self, in: texts.localizer),
            failure: { [texts] in texts.screenFailure($0) })
    }

    public var phase: ScreenPhase { chrome.phase }
    public var lastSync: Date? { chrome.lastSync }

    public var isSearchable: Bool { true }
    public var capturesText: Bool { canSearch && browser.search.isEditing }

    private var searchLabels: ListSearchLabels { ListSearchLabels(texts.localizer) }

    /// Whether there are names to search.
    private var canSearch: Bool {
        guard case .loaded = model.state else { return false }
        return true
    }

    public var keyHints: [KeyHint] {
        if capturesText { return browser.search.keyHints(searchLabels) }
        return chrome.keyHints(whenLoaded: [
            KeyHint(KeyName.enter, texts[.hintOpen]), KeyHint("[ ]", texts[.hintGroup]),
            KeyHint("c", texts[.hintCollapse]), ListSearch.openHint(searchLabels),
            KeyHint(
                "s",
                texts.sortHint(to: browser.order.toggled),
                priority: .primary),
        ])
    }

    public func render(in context: RenderContext) -> [StyledLine] {
        chrome.render(in: context, header: { content, _ in header(content, in: context) }) {
            content, height in
            let pane = pane(for: content)
            guard !pane.groups.isEmpty else {
                return EmptyState(searchLabels.noMatches(browser.search.query)).lines(width: context.width)
            }
            return pane.lines(width: context.width, height: height)
        }
    }

    public func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if canSearch, let content = model.content, handleSearch(key, content: content) { return .handled }
        if chrome.handleReload(key) { return .handled }
        guard let content = model.content else { return .ignored }
        let top = chrome.top(content, in: context, header: { content, _ in header(content, in: context) })
            .count
        let viewport = max(1, context.height - top)
        let pane = pane(for: content)
        switch key {
        case .character("s"):
            // The selected name stays selected (and in view) in the other order.
            browser.order = browser.order.toggled
            listState = self.pane(for: content).following(pane)
            return .handled
        case .character("c"), .space:
            guard let listId = pane.selectedListId else { return .ignored }
            toggleCollapsed(listId, content: content, viewport: viewport)
            return .handled
        case .character("]"), .tab, .character("["), .shiftTab:
            let step = key == .character("]") || key == .tab ? 1 : -1
            if let next = pane.jumping(step, viewport: viewport) { listState = next }
            return .handled
        case .enter:
            return open(pane.selection, content: content, viewport: viewport)
        case .mouse(let event):
            guard let click = listState.click(event, listTop: top, in: pane.list.layout, viewport: viewport)
            else {
                return .ignored
            }
            guard case .opened(let index) = click else { return .handled }
            return open(pane.selection(at: index), content: content, viewport: viewport)
        default:
            guard let moved = pane.moved(by: key, viewport: viewport) else { return .ignored }
            listState = moved
            return .handled
        }
    }

    public func run() async {
        await model.run()
    }

    /// `/`, typing, Enter and Esc of the search; true when `key` was the search's. The selection
    /// stays on the same name while it still matches.
    private func handleSearch(_ key: Key, content: HiringContent) -> Bool {
        // The panes read `listState` and `browser`: the key updates copies of them.
        var search = browser.search
        var list = listState
        let change = search.handle(key, list: &list) { before, after in
            browser.search = before
            let selected = pane(for: content).selectedRow
            browser.search = after
            return selected.flatMap { pane(for: content).index(of: $0) }
        }
        browser.search = search
        listState = list
        return change != nil
    }

    /// Opens the selected name's details, or unfolds the selected collapsed list.
    private func open(_ selection: HiringListPane.Selection?, content: HiringContent, viewport: Int)
        -> ScreenAction
    {
        switch selection {
        case .entry(let entry, let index, let group):
            // "3 of 12 in list 2": the place in the whole list, not among the names a search shows.
            return .push(
                HiringDetailScreen(entry: entry, index: index, group: group, content: content, texts: texts))
        case .collapsed(let listId):
            toggleCollapsed(listId, content: content, viewport: viewport)
            return .handled
        case nil:
            return .ignored
        }
    }

    private func toggleCollapsed(_ listId: Int, content: HiringContent, viewport: Int) {
        if browser.collapsed.remove(listId) == nil { browser.collapsed.insert(listId) }
        // The selection stays on the list just folded or unfolded.
        listState = pane(for: content).selecting(listId: listId, viewport: viewport)
    }

    private func pane(for content: HiringContent) -> HiringListPane {
        HiringListPane(
            groups: browser.groups(for: content), collapsed: browser.collapsed, state: listState, texts: texts
        )
    }

    /// The freshness line or banner, the skipped note, the summary, and the search line.
    private func header(_ content: HiringContent, in context: RenderContext) -> [StyledLine] {
        let width = context.width
        var lines = texts.freshnessAndSkipped(content, width: width, now: context.now)
        let groups = browser.groups(for: content)
        lines.append(StyledLine(" " + texts.summary(groups, order: browser.order), style: .muted))
        let matches = groups.reduce(0) { $0 + $1.count }
        let bar = ListSearchBar(browser.search, matchCount: matches, labels: searchLabels).lines(width: width)
        return lines + (bar.isEmpty ? [.blank] : bar)
    }
}

extension HiringStrings: ListScreenStrings {}
