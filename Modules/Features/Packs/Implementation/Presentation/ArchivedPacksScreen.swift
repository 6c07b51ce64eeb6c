import PacksInterface
import TerminalUI

/// The archived parcels, grouped like the main list; each can be opened or unarchived; `/`
/// searches them as you type, a click selects.
@MainActor
final class ArchivedPacksScreen: Screen {
    private let model: PacksListViewModel
    private var browser = PackListBrowser()

    init(model: PacksListViewModel) {
        self.model = model
    }

    var title: String { model.texts[.archivedTitle] }

    var isSearchable: Bool { true }
    var capturesText: Bool { canSearch && browser.search.isEditing }

    private var pane: PackListPane { browser.pane(model.archivedSections, model: model) }

    private var searchLabels: ListSearchLabels { ListSearchLabels(model.texts.localizer) }

    /// Whether there are archived parcels to search.
    private var canSearch: Bool { model.archivedCount > 0 }

    var keyHints: [KeyHint] {
        if browser.search.isEditing { return browser.search.keyHints(searchLabels) }
        guard canSearch else { return [] }
        let texts = model.texts
        var hints: [KeyHint] = []
        if !pane.isEmpty {
            hints += [
                KeyHint(KeyName.upDown, texts[.keyMove]), KeyHint(KeyName.enter, texts[.keyOpen]),
                KeyHint("u", texts[.keyUnarchive]),
            ]
        }
        return hints + [ListSearch.openHint(searchLabels)]
    }

    private func header(width: Int, matches: Int) -> [StyledLine] {
        let bar = ListSearchBar(browser.search, matchCount: matches, labels: searchLabels).lines(width: width)
        // While a search narrows the list, the count says how many of the archived it shows.
        let count =
            browser.search.isFiltering
            ? model.texts.archivedCount(matches, of: model.archivedCount)
            : model.texts.archivedCount(model.archivedCount)
        return PackBanners.lines(for: model, width: width) + [
            StyledLine([Span(" "), Span(count, style: .muted)])
        ]
            + (bar.isEmpty ? [.blank] : bar)
    }

    func render(in context: RenderContext) -> [StyledLine] {
        let pane = self.pane
        guard canSearch else {
            return PackBanners.lines(for: model, width: context.width)
                + EmptyState(model.texts[.archivedEmpty], hint: model.texts[.archivedEmptyHint])
                .lines(width: context.width)
        }
        let header = header(width: context.width, matches: pane.count)
        guard !pane.isEmpty else {
            return header
                + EmptyState(searchLabels.noMatches(browser.search.query)).lines(width: context.width)
        }
        return header + pane.lines(width: context.width, height: max(0, context.height - header.count))
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        // The confirmation of an archive change stays until the next key.
        model.dismissArchiveChange()
        if canSearch, browser.handleSearch(key, in: model.archivedSections, model: model) { return .handled }
        let pane = self.pane
        let top = header(width: context.width, matches: pane.count).count
        let height = max(0, context.height - top)
        guard key == .character("u") else {
            return browser.handleListKey(key, pane: pane, top: top, height: height, model: model)
        }
        guard let pack = pane.selectedPack else { return .ignored }
        model.setArchived(false, id: pack.id)
        return .handled
    }
}
