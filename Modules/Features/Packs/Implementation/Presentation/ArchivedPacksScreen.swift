import PacksInterface
import TerminalUI

/// The archived parcels, grouped like the main list; each can be opened or unarchived; `/`
/// searches them as you type, a click selects.
@MainActor
final class ArchivedPacksScreen: Screen {
    private let model: PacksListViewModel
    private var listState = ListState()
    /// The search typed with `/`, narrowing the list.
    private var search = ListSearch()
    /// The parcels indexed for the search.
    private var index = PackSearch()

    init(model: PacksListViewModel) {
        self.model = model
    }

    var title: String { model.texts[.archivedTitle] }

    var isSearchable: Bool { true }
    var capturesText: Bool { canSearch && search.isEditing }

    private var pane: PackListPane {
        pane(search)
    }

    /// The list as `search` shows it.
    private func pane(_ search: ListSearch) -> PackListPane {
        let (sections, texts, now) = (model.archivedSections, model.texts, model.now())
        let shown = index.shown(sections, texts: texts, search: search, now: now)
        return PackListPane(sections: sections, shown: shown, state: listState, texts: texts, now: now)
    }

    private var searchLabels: ListSearchLabels { ListSearchLabels(model.texts.localizer) }

    /// Whether there are archived parcels to search.
    private var canSearch: Bool { model.archivedCount > 0 }

    var keyHints: [KeyHint] {
        if search.isEditing { return search.keyHints(searchLabels) }
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
        let bar = ListSearchBar(search, matchCount: matches, labels: searchLabels).lines(width: width)
        return PackBanners.lines(for: model, width: width)
            + [StyledLine([Span(" "), Span(model.texts.archivedCount(model.archivedCount), style: .muted)])]
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
            return header + EmptyState(searchLabels.noMatches(search.query)).lines(width: context.width)
        }
        return header + pane.lines(width: context.width, height: max(0, context.height - header.count))
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if canSearch {
            // The panes read `listState`: the key updates a copy of it.
            var list = listState
            let change = search.handle(key, list: &list) { before, after in
                self.pane(before).selectedPlace.flatMap { self.pane(after).index(of: $0) }
            }
            listState = list
            if change != nil { return .handled }
        }
        let pane = self.pane
        let top = header(width: context.width, matches: pane.count).count
        let height = max(0, context.height - top)
        switch key {
        case .enter:
            guard let pack = pane.selectedPack else { return .ignored }
            return .push(PackDetailScreen(model: model, packID: pack.id))
        case .character("u"):
            guard let pack = pane.selectedPack else { return .ignored }
            model.setArchived(false, id: pack.id)
            return .handled
        case .mouse(let event):
            let layout = pane.layout
            guard let click = listState.click(event, listTop: top, in: layout, viewport: height) else {
                return .ignored
            }
            guard case .opened(let index) = click, let pack = pane.pack(at: index) else { return .handled }
            return .push(PackDetailScreen(model: model, packID: pack.id))
        default:
            guard let moved = pane.moved(by: key, height: height) else { return .ignored }
            listState = moved
            return .handled
        }
    }
}
