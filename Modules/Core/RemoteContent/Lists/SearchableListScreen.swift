import AppCore
import Foundation
import Localization
import TerminalUI

/// One titled group of a searchable list, e.g. "Active" promotions or the catalog's products.
public struct ListGroup<Item> {
    /// The group's header, or nil for a list without headers.
    public var title: String?
    /// The group's items in list order.
    public var items: [Item]
    /// Whether a search also matches the group's title (then "active" finds every active rule).
    public var searchesTitle: Bool

    public init(_ title: String?, items: [Item], searchesTitle: Bool = false) {
        self.title = title
        self.items = items
        self.searchesTitle = searchesTitle
    }
}

/// What a ``SearchableListScreen`` shows: a feature supplies its groups, rows, search texts, ids,
/// what opening an item does, and its words; the screen owns everything else.
@MainActor
public protocol SearchableListSource {
    associatedtype Content: Sendable
    associatedtype Failure: Error & Sendable
    associatedtype Item

    /// The localizer of the list's words (search bar, hints).
    var localizer: Localizer { get }
    /// The loading, refreshing, retry and empty words.
    var words: RemoteContentWords { get }
    /// The screen's title; `content` is what shows, if anything.
    func title(_ content: Content?) -> String
    /// A load failure's message and the phase it puts the screen in.
    func failure(_ error: Failure) -> (message: String, phase: ScreenPhase)
    /// The hint of Enter ("open", "details").
    var openHint: String { get }
    /// Hints of the source's own keys, between Enter's and the search's.
    var extraHints: [KeyHint] { get }
    /// Handles one of the source's own keys (e.g. `f` cycling a filter); true when it did, and
    /// the list then starts again at its top.
    func handle(_ key: Key) -> Bool
    /// Rows above the search bar: freshness, banners, notes on skipped entries.
    func header(_ content: Content, in context: RenderContext) -> [StyledLine]
    /// The groups before any search, in list order.
    func groups(_ content: Content) -> [ListGroup<Item>]
    /// What a search looks for in `item` (as shown on its row).
    func searchTexts(_ item: Item, in content: Content) -> [String]
    /// The item's identity, which keeps it selected while a search narrows the list.
    func id(_ item: Item) -> String
    /// The rows of `items` (one each, in order), shown under `group`'s title.
    func rows(_ items: [Item], of group: ListGroup<Item>, in content: Content) -> [ListRow]
    /// The screen Enter or a click on the selected item opens; nil when the item does not open.
    func open(_ item: Item, in content: Content) -> (any Screen)?
    /// What shows instead of the list when the groups hold nothing (e.g. a filter with no
    /// orders); nil shows an empty list.
    func nothingToList(_ content: Content, width: Int) -> [StyledLine]?
    /// Rows under the empty state when the loaded content is empty.
    func belowEmptyState(_ content: Content, width: Int) -> [StyledLine]
    /// Whether coming back from an opened item reloads the list (it may have changed there).
    var reloadsOnReturn: Bool { get }
}

extension SearchableListSource {
    public var extraHints: [KeyHint] { [] }
    public func handle(_ key: Key) -> Bool { false }
    public func header(_ content: Content, in context: RenderContext) -> [StyledLine] { [] }
    public func nothingToList(_ content: Content, width: Int) -> [StyledLine]? { nil }
    public func belowEmptyState(_ content: Content, width: Int) -> [StyledLine] { [] }
    public var reloadsOnReturn: Bool { false }
}

/// The project's list screen: the loading, failure and empty states of its
/// ``RemoteContentModel``, a header, search as you type (`/`), selection by keys, wheel and
/// click, sticky group headers, and Enter or a click on the selected item to open it. Every list
/// behaves the same because it is this one class; a feature writes a ``SearchableListSource``.
@MainActor
public final class SearchableListScreen<Source: SearchableListSource>: Screen {
    /// The content being listed.
    public let model: RemoteContentModel<Source.Content, Source.Failure>
    /// What is listed and how.
    public let source: Source
    private var list = ListState()
    /// The search typed with `/`.
    private var search = ListSearch()

    public init(model: RemoteContentModel<Source.Content, Source.Failure>, source: Source) {
        self.model = model
        self.source = source
    }

    public var title: String { source.title(model.content) }

    private var chrome: RemoteContentChrome<Source.Content, Source.Failure> {
        RemoteContentChrome(model: model, words: source.words, failure: { [source] in source.failure($0) })
    }

    public var phase: ScreenPhase { chrome.phase }
    public var lastSync: Date? { (model.content as? any SyncStamped)?.lastSync }

    public var isSearchable: Bool { true }
    public var capturesText: Bool { isLoaded && search.isEditing }

    private var searchLabels: ListSearchLabels { ListSearchLabels(source.localizer) }

    private var isLoaded: Bool {
        guard case .loaded = model.state else { return false }
        return true
    }

    public var keyHints: [KeyHint] {
        if isLoaded, search.isEditing { return search.keyHints(searchLabels) }
        return chrome.keyHints(
            whenLoaded: [KeyHint(KeyName.enter, source.openHint)] + source.extraHints
                + [ListSearch.openHint(searchLabels)])
    }

    public func render(in context: RenderContext) -> [StyledLine] {
        chrome.render(
            in: context, header: { content, _ in header(content, in: context) }, empty: source.belowEmptyState
        ) {
            content, height in
            let groups = source.groups(content)
            if groups.allSatisfy(\.items.isEmpty),
                let nothing = source.nothingToList(content, width: context.width)
            {
                return nothing
            }
            let shown = matching(groups, in: content, search: search)
            guard shown.contains(where: { !$0.items.isEmpty }) || !search.isFiltering else {
                return EmptyState(searchLabels.noMatches(search.query)).lines(width: context.width)
            }
            return sectioned(shown, in: content).lines(width: context.width, height: height)
        }
    }

    public func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if !capturesText, chrome.handleReload(key) { return .handled }
        guard case .loaded(let content) = model.state else { return .ignored }
        let change = search.handle(key, list: &list) { [source] search in
            self.matching(source.groups(content), in: content, search: search).flatMap {
                $0.items.map(source.id)
            }
        }
        if change != nil { return .handled }
        if !capturesText, source.handle(key) {
            list = ListState()
            return .handled
        }
        let shown = matching(source.groups(content), in: content, search: search)
        let top = chrome.top(content, in: context, header: { content, _ in header(content, in: context) })
            .count
        let viewport = max(1, context.height - top)
        let index: Int
        switch list.handleOpening(
            key, listTop: top, in: sectioned(shown, in: content).layout, viewport: viewport)
        {
        case .open(let opened): index = opened
        case .handled: return .handled
        case .ignored: return .ignored
        }
        let items = shown.flatMap(\.items)
        guard items.indices.contains(index), let screen = source.open(items[index], in: content) else {
            return .handled
        }
        return .push(screen)
    }

    public func didReturn() {
        guard source.reloadsOnReturn, isLoaded else { return }
        model.requestReload()
    }

    public func run() async {
        await model.run()
    }

    /// The source's header, then the search bar while there is something to search.
    private func header(_ content: Source.Content, in context: RenderContext) -> [StyledLine] {
        let width = context.width
        let lines = source.header(content, in: context)
        let groups = source.groups(content)
        guard isLoaded, groups.contains(where: { !$0.items.isEmpty }) else { return lines }
        let matches = matching(groups, in: content, search: search).reduce(0) { $0 + $1.items.count }
        return lines + ListSearchBar(search, matchCount: matches, labels: searchLabels).lines(width: width)
    }

    /// The groups with only the items `search` lets through; while searching, groups left empty
    /// are dropped.
    private func matching(
        _ groups: [ListGroup<Source.Item>], in content: Source.Content, search: ListSearch
    ) -> [ListGroup<Source.Item>] {
        guard search.isFiltering else { return groups }
        return groups.compactMap { group in
            let title = group.searchesTitle ? group.title.map { [$0] } ?? [] : []
            let items = group.items.filter { search.matches(source.searchTexts($0, in: content) + title) }
            guard !items.isEmpty else { return nil }
            var narrowed = group
            narrowed.items = items
            return narrowed
        }
    }

    private func sectioned(_ groups: [ListGroup<Source.Item>], in content: Source.Content) -> SectionedList {
        SectionedList(
            groups.map { ListSection($0.title, rows: source.rows($0.items, of: $0, in: content)) },
            state: list)
    }
}
