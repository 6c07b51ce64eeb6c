import AppCore
import Foundation
import HiringInterface
import Networking
import TerminalUI

/// The hiring list: names grouped by list with kept and dropped counts; jump between lists,
/// collapse a list, search as you type (`/`), toggle the sort order (`s`), open an item.
@MainActor
public final class HiringScreen: Screen {
    private let model: HiringViewModel
    private let texts: HiringTexts
    private var browser: HiringBrowser
    private var listState = ListState()
    /// Whether typed characters go to the search.
    private(set) var isSearching = false

    /// A screen over `model`, sorting names in `order` at first.
    public init(model: HiringViewModel, texts: HiringTexts, order: HiringSortOrder = .natural) {
        self.model = model
        self.texts = texts
        self.browser = HiringBrowser(order: order)
    }

    public var title: String { texts[.title] }

    private var chrome: RemoteContentChrome<HiringContent, NetworkError> {
        RemoteContentChrome(
            model: model,
            words: RemoteContentWords(
                loading: texts[.loading], refreshing: texts[.refreshing], retry: texts[.hintRetry],
                refresh: texts[.hintRefresh], empty: texts[.empty], emptyHint: texts[.emptyHint]),
            failure: { [texts] error in
                let message = texts.failure(error)
                return (message, .failure(error, message: message))
            })
    }

    public var phase: ScreenPhase { chrome.phase }
    public var lastSync: Date? { chrome.lastSync }

    public var keyHints: [KeyHint] {
        if isSearching {
            return [
                KeyHint(KeyName.enter, texts[.hintSearchKeep]),
                KeyHint(KeyName.escape, texts[.hintSearchClear]),
            ]
        }
        return chrome.keyHints(whenLoaded: [
            KeyHint(KeyName.enter, texts[.hintOpen]), KeyHint("[ ]", texts[.hintGroup]),
            KeyHint("c", texts[.hintCollapse]), KeyHint("/", texts[.hintSearch]),
            KeyHint(
                "s",
                texts.localizer.string(HiringStrings.hintSort, ["order": texts.order(browser.order.toggled)])),
        ])
    }

    public func render(in context: RenderContext) -> [StyledLine] {
        chrome.render(in: context, header: header) { content, height in
            let pane = pane(for: content)
            guard !pane.groups.isEmpty else {
                return [
                    StyledLine(
                        " " + texts.localizer.string(HiringStrings.searchNone, ["query": browser.query]),
                        style: .muted)
                ]
            }
            return pane.lines(width: context.width, height: height)
        }
    }

    public func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if isSearching, let action = handleSearch(key, in: context) { return action }
        if chrome.handleReload(key) { return .handled }
        guard let content = model.content else { return .ignored }
        let viewport = max(1, context.height - chrome.top(content, in: context, header: header).count)
        let pane = pane(for: content)
        switch key {
        case .character("/"):
            isSearching = true
            return .handled
        case .escape where !browser.query.isEmpty:
            setQuery("")
            return .handled
        case .character("s"):
            browser.order = browser.order.toggled
            listState = ListState()
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
            switch pane.selection {
            case .entry(let entry, let index, let group):
                return .push(
                    HiringDetailScreen(
                        entry: entry, index: index, group: group, content: content, texts: texts))
            case .collapsed(let listId):
                toggleCollapsed(listId, content: content, viewport: viewport)
                return .handled
            case nil:
                return .ignored
            }
        default:
            guard let moved = pane.moved(by: key, viewport: viewport) else { return .ignored }
            listState = moved
            return .handled
        }
    }

    public func run() async {
        await model.run()
    }

    /// Keys while typing a search: characters filter, Backspace deletes, Enter keeps, Esc clears;
    /// nil for keys the list handles (arrows).
    private func handleSearch(_ key: Key, in context: RenderContext) -> ScreenAction? {
        switch key {
        case .character(let character):
            setQuery(browser.query + String(character))
        case .backspace, .delete:
            setQuery(String(browser.query.dropLast()))
        case .enter:
            isSearching = false
        case .escape:
            isSearching = false
            setQuery("")
        default:
            return nil
        }
        return .handled
    }

    private func setQuery(_ query: String) {
        browser.query = query
        listState = ListState()
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
    private func header(_ content: HiringContent, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let banner = texts.banner(for: content.failure, snapshot: content.snapshot, now: content.now) {
            lines += banner.lines(width: width)
        } else {
            lines.append(
                StyledLine(" " + texts.source(of: content.snapshot, now: content.now), style: .muted))
        }
        if let skipped = texts.skipped(content.snapshot.skipped) {
            lines += Banner(.info, skipped).lines(width: width)
        }
        let groups = browser.groups(for: content)
        lines.append(StyledLine(" " + texts.summary(groups, order: browser.order), style: .muted))
        if isSearching || !browser.query.isEmpty {
            let matches = groups.reduce(0) { $0 + $1.entries.count }
            let prompt = texts.localizer.string(HiringStrings.searchPrompt, ["query": browser.query])
            lines.append(
                StyledLine([
                    Span(" " + prompt + (isSearching ? "▏" : ""), style: .accent),
                    Span(
                        "  " + texts.localizer.plural(HiringStrings.searchMatches, count: matches),
                        style: .muted),
                ]).truncated(to: width))
        }
        return lines + [.blank]
    }
}
