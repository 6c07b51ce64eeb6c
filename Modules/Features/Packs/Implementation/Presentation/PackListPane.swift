import Foundation
import PacksInterface
import TerminalUI

/// A scrolling, grouped list of parcels with a selection, narrowed by a search: shared by the
/// main and archive screens.
///
/// A parcel matches the search on what its row shows and what people quote: its number, the
/// sender, the status and shipment type (in the user's language) and the date text ("pick up
/// by Mar 14").
struct PackListPane {
    /// The non-empty groups shown, holding only the parcels that match the search.
    let sections: [PackSection]
    /// The selection and scroll position.
    let state: ListState
    let texts: PackTexts
    /// The moment deadlines are judged at.
    let now: Date

    /// Groups `sections` with the parcels matching `search` (empty groups are left out) in `state`.
    init(sections: [PackSection], state: ListState, texts: PackTexts, search: ListSearch, now: Date) {
        self.sections = sections.compactMap { section in
            let packs =
                search.isFiltering
                ? section.packs.filter { search.matches(Self.searchTexts(of: $0, texts: texts, now: now)) }
                : section.packs
            return packs.isEmpty ? nil : PackSection(group: section.group, packs: packs)
        }
        self.state = state
        self.texts = texts
        self.now = now
    }

    /// What a search looks for in `pack`.
    static func searchTexts(of pack: Pack, texts: PackTexts, now: Date) -> [String] {
        [
            pack.sender, texts.status(pack.status), texts.shipmentType(pack.shipmentType),
            texts.keyDate(of: pack, now: now),
        ] + ListSearch.idTexts(pack.id)
    }

    /// Whether there is nothing to list.
    var isEmpty: Bool { sections.isEmpty }

    /// How many parcels are listed.
    var count: Int { sections.reduce(0) { $0 + $1.packs.count } }

    /// The listed parcels' ids, in list order (a search keeps the selection on the same parcel).
    var ids: [String] { sections.flatMap { $0.packs.map(\.id) } }

    private var list: WindowedSectionList {
        WindowedSectionList(
            sections: sections.map {
                WindowedSectionList.Section(title: texts.group($0.group), count: $0.packs.count)
            },
            state: state)
    }

    /// The header/item structure of the list.
    var layout: ListLayout { list.layout }

    /// The selected parcel, if any.
    var selectedPack: Pack? {
        let list = self.list
        let selection = state.resolved(in: list.layout, viewport: 1).selection
        return list.position(ofItem: selection).map { sections[$0.section].packs[$0.item] }
    }

    /// The parcel at item index `index`, if any.
    func pack(at index: Int) -> Pack? {
        list.position(ofItem: index).map { sections[$0.section].packs[$0.item] }
    }

    /// The visible rows; only the parcels on screen are formatted.
    func lines(width: Int, height: Int) -> [StyledLine] {
        let formatter = PackRowFormatter(texts: texts, width: width, now: now)
        return list.lines(width: width, height: height) { section, item in
            formatter.row(for: sections[section].packs[item])
        }
    }

    /// `state` after a movement key, or nil when `key` does not move the selection.
    func moved(by key: Key, height: Int) -> ListState? {
        var next = state
        return next.handle(key, in: list.layout, viewport: height) ? next : nil
    }
}
