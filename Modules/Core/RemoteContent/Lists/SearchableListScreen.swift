import AppCore
import Foundation
import Localization
import TerminalUI

/// The project's list screen: the loading, failure and empty states of its
/// ``RemoteContentModel``, a header, search as you type (`/`), selection by keys, wheel and
/// click, sticky group headers, and Enter or a click on the selected item to open it. Every list
/// behaves the same because it is this one class; a feature writes a ``SearchableListSource``.
///
/// Long lists cost what is on screen: the groups are asked for once per load (and again after
/// the source's own key), their search texts are indexed once on the first search
/// (``GroupedSearch``, kept by a ``SearchCache``), a key narrows the last answer, and rows are
/// built for the visible window only (``WindowedSectionList``).
@MainActor
public final class SearchableListScreen<Source: SearchableListSource>: Screen {
    /// The content being listed.
    public let model: RemoteContentModel<Source.Content, Source.Failure>
    /// What is listed and how.
    public let source: Source
    private var list = ListState()
    /// The search typed with `/`.
    private var search = ListSearch()
    /// The groups of the content showing, kept while their key holds.
    private var listed: (key: ListingKey, groups: [ListGroup<Source.Item>])?
    /// The search index of those groups.
    private var index = SearchCache<ListingKey>()
    /// How many times the source's own key or its filter changed what it lists.
    private var sourceChanges = 0
    /// Whether the filter picker is open over the list.
    private var pickingFilter = false

    /// Which groups are showing: the model's load and the source's changes.
    private struct ListingKey: Equatable {
        let load: Int
        let sourceChanges: Int
    }

    /// A group as drawn: its place among the source's groups and the items the search shows.
    private struct Part {
        let group: Int
        let shown: ShownItems
    }

    public init(model: RemoteContentModel<Source.Content, Source.Failure>, source: Source) {
        self.model = model
        self.source = source
    }

    /// The source's title; while a search narrows the list, with how many items it shows.
    public var title: String {
        guard isLoaded, search.isFiltering, let content = model.content else {
            return source.title(model.content)
        }
        let matches = parts(listedGroups(content), in: content, search: search).map(\.shown).shownCount
        return source.title(content, matches: matches)
    }

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
        let filter =
            model.content.flatMap(source.filterMenu) == nil
            ? [] : [FilterPickerScreen.openHint(source.localizer)]
        return chrome.keyHints(
            whenLoaded: [KeyHint(KeyName.enter, source.openHint)] + filter + source.extraHints
                + [ListSearch.openHint(searchLabels)])
    }

    public func render(in context: RenderContext) -> [StyledLine] {
        chrome.render(
            in: context, header: { content, _ in header(content, in: context) }, empty: source.belowEmptyState
        ) {
            content, height in
            let groups = listedGroups(content)
            if groups.allSatisfy(\.items.isEmpty),
                let nothing = source.nothingToList(content, width: context.width)
            {
                return nothing
            }
            let drawn = parts(groups, in: content, search: search)
            guard drawn.contains(where: { $0.shown.count > 0 }) || !search.isFiltering else {
                return EmptyState(searchLabels.noMatches(search.query)).lines(width: context.width)
            }
            return lines(drawn, of: groups, in: content, width: context.width, height: height)
        }
    }

    public func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if !capturesText, chrome.handleReload(key) { return .handled }
        guard case .loaded(let content) = model.state else { return .ignored }
        let groups = listedGroups(content)
        // The selected item stays selected while it matches: found again by its place in its group.
        var state = list
        let change = search.handle(key, list: &state) { before, after in
            let old = parts(groups, in: content, search: before)
            let selection = list.resolved(in: windowed(old, of: groups).layout, viewport: 1).selection
            guard let (part, place) = old.map(\.shown).place(ofShown: selection) else { return nil }
            let new = parts(groups, in: content, search: after)
            guard let moved = new.firstIndex(where: { $0.group == old[part].group }) else { return nil }
            return new.map(\.shown).shownIndex(group: moved, place: place)
        }
        list = state
        if change != nil { return .handled }
        if !capturesText, source.handle(key) {
            sourceChanges &+= 1
            list = ListState()
            return .handled
        }
        if !capturesText, key == FilterPickerScreen.key, let menu = source.filterMenu(content) {
            pickingFilter = true
            return .push(filterPicker(menu))
        }
        let drawn = parts(groups, in: content, search: search)
        let top = chrome.top(content, in: context, header: { content, _ in header(content, in: context) })
            .count
        let viewport = max(1, context.height - top)
        let index: Int
        switch list.handleOpening(
            key, listTop: top, in: windowed(drawn, of: groups).layout, viewport: viewport)
        {
        case .open(let opened): index = opened
        case .handled: return .handled
        case .ignored: return .ignored
        }
        guard let (part, place) = drawn.map(\.shown).place(ofShown: index) else { return .handled }
        let group = groups[drawn[part].group]
        guard group.items.indices.contains(place), let screen = source.open(group.items[place], in: content)
        else { return .handled }
        return .push(screen)
    }

    /// The picker of the source's filter, first showing `menu`; the menu follows the content
    /// loaded meanwhile. A new choice lists its items from the top.
    private func filterPicker(_ menu: FilterMenu) -> FilterPickerScreen {
        FilterPickerScreen(
            menu: { [model, source] in model.content.flatMap(source.filterMenu) ?? menu },
            choose: { [weak self] index in
                guard let self else { return }
                let before = model.content.flatMap(source.filterMenu)?.current
                source.selectFilter(index)
                guard model.content.flatMap(source.filterMenu)?.current != before else { return }
                sourceChanges &+= 1
                list = ListState()
            })
    }

    public func didReturn() {
        // Back from the filter picker nothing was opened that could have changed the items.
        if pickingFilter {
            pickingFilter = false
            return
        }
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
        let groups = listedGroups(content)
        guard isLoaded, groups.contains(where: { !$0.items.isEmpty }) else { return lines }
        let matches = parts(groups, in: content, search: search).map(\.shown).shownCount
        return lines + ListSearchBar(search, matchCount: matches, labels: searchLabels).lines(width: width)
    }

    private var listingKey: ListingKey { ListingKey(load: model.generation, sourceChanges: sourceChanges) }

    /// The source's groups of `content`, asked for once per load and source change.
    private func listedGroups(_ content: Source.Content) -> [ListGroup<Source.Item>] {
        let key = listingKey
        if let listed, listed.key == key { return listed.groups }
        let groups = source.groups(content)
        listed = (key, groups)
        return groups
    }

    /// What `search` shows of `groups`; while it filters, groups left empty are dropped.
    private func parts(_ groups: [ListGroup<Source.Item>], in content: Source.Content, search: ListSearch)
        -> [Part]
    {
        let shown = index.shown(listingKey, groupSizes: groups.map(\.items.count), search: search) {
            var owners: [(group: Int, item: Int)] = []
            owners.reserveCapacity(groups.reduce(0) { $0 + $1.items.count })
            for (group, items) in groups.map(\.items).enumerated() {
                owners.append(contentsOf: items.indices.map { (group, $0) })
            }
            return GroupedSearch(groupSizes: groups.map(\.items.count)) { position, texts in
                let (group, item) = owners[position]
                for text in source.searchTexts(groups[group].items[item], in: content) { texts.add(text) }
                if groups[group].searchesTitle, let title = groups[group].title { texts.add(title) }
            }
        }
        return shown.enumerated().compactMap { group, shown in
            search.isFiltering && shown.count == 0 ? nil : Part(group: group, shown: shown)
        }
    }

    private func windowed(_ parts: [Part], of groups: [ListGroup<Source.Item>]) -> WindowedSectionList {
        WindowedSectionList(
            sections: parts.map { .init(title: groups[$0.group].title, count: $0.shown.count) }, state: list)
    }

    /// The list at `height` rows, the source building rows for the visible items only.
    private func lines(
        _ parts: [Part], of groups: [ListGroup<Source.Item>], in content: Source.Content, width: Int,
        height: Int
    ) -> [StyledLine] {
        let list = windowed(parts, of: groups)
        let visible = list.visibleItems(height: height)
        var rows: [Int: [Int: ListRow]] = [:]
        for section in Set(visible.map(\.section)) {
            let shown = visible.filter { $0.section == section }.map(\.item)
            let group = groups[parts[section].group]
            let items = shown.map { group.items[parts[section].shown.place($0)] }
            rows[section] = Dictionary(
                zip(shown, source.rows(items, of: group, in: content)),
                uniquingKeysWith: { first, _ in first })
        }
        return list.lines(width: width, height: height) { section, item in
            rows[section]?[item] ?? ListRow("")
        }
    }
}
