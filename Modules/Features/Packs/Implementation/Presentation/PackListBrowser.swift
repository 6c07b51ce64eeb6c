import Foundation
import PacksInterface
import TerminalUI

/// What both parcel lists (the main list and the archive) keep and handle alike: the selection,
/// the search typed with `/` and its index, and a list's keys (the search's; Enter, or a click on
/// the selected parcel, opens it; arrows, paging and the wheel move). Each screen passes the
/// sections it shows and handles its own keys (`r`, `v`, `u`) first.
@MainActor
struct PackListBrowser {
    private(set) var listState = ListState()
    /// The search typed with `/`, narrowing the list.
    private(set) var search = ListSearch()
    /// The parcels indexed for the search.
    private var index = PackSearch()
    /// What the list's columns need, for the list it was measured on (compared by identity first).
    private var needs: (sections: [PackSection], language: String, needs: PackColumnNeeds)?

    /// `sections` as the search shows them.
    mutating func pane(_ sections: [PackSection], model: PacksListViewModel) -> PackListPane {
        pane(sections, model: model, search: search)
    }

    private mutating func pane(_ sections: [PackSection], model: PacksListViewModel, search: ListSearch)
        -> PackListPane
    {
        let (texts, now) = (model.texts, model.now())
        let shown = index.shown(sections, texts: texts, search: search, now: now)
        let language = texts.formatters.locale.identifier
        let columns: PackColumnNeeds
        if let needs, needs.language == language, needs.sections == sections {
            columns = needs.needs
        } else {
            columns = PackColumnNeeds(packs: sections.lazy.flatMap(\.packs), texts: texts, now: now)
            needs = (sections, language, columns)
        }
        return PackListPane(
            sections: sections, shown: shown, state: listState, texts: texts, now: now, needs: columns)
    }

    /// `/`, typing, Enter and Esc of the search over `sections`; true when `key` was the search's.
    /// The selection stays on the same parcel while it still matches.
    mutating func handleSearch(_ key: Key, in sections: [PackSection], model: PacksListViewModel) -> Bool {
        var (list, search) = (listState, self.search)
        let change = search.handle(key, list: &list) { before, after in
            pane(sections, model: model, search: before).selectedPlace.flatMap {
                pane(sections, model: model, search: after).index(of: $0)
            }
        }
        (listState, self.search) = (list, search)
        return change != nil
    }

    /// Enter or a click on the selected parcel opens its details; a click elsewhere selects;
    /// arrows, paging and the wheel move. `top` rows stand above the list, which is `height` tall.
    mutating func handleListKey(
        _ key: Key, pane: PackListPane, top: Int, height: Int, model: PacksListViewModel
    ) -> ScreenAction {
        switch key {
        case .enter:
            guard let pack = pane.selectedPack else { return .ignored }
            return .push(PackDetailScreen(model: model, packID: pack.id))
        case .mouse(let event):
            guard let click = listState.click(event, listTop: top, in: pane.layout, viewport: height) else {
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
