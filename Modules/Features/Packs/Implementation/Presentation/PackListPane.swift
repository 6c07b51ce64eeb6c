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
    /// The groups shown: those with parcels the search lets through, and which ones.
    let sections: [(section: PackSection, shown: ShownItems)]
    /// The selection and scroll position.
    let state: ListState
    let texts: PackTexts
    /// The moment deadlines are judged at.
    let now: Date
    /// How wide the whole list's statuses and dates are (not only the search's matches: the
    /// columns stay put while typing).
    let needs: PackColumnNeeds

    /// `sections` showing the parcels `shown` (one per section: ``PackSearch``; empty groups are
    /// left out) in `state`, with columns for `needs`.
    init(
        sections: [PackSection], shown: [ShownItems], state: ListState, texts: PackTexts, now: Date,
        needs: PackColumnNeeds
    ) {
        self.sections = zip(sections, shown).filter { $0.1.count > 0 }.map { ($0, $1) }
        self.state = state
        self.texts = texts
        self.now = now
        self.needs = needs
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
    var count: Int { sections.reduce(0) { $0 + $1.shown.count } }

    /// Shown parcel `item` of shown group `section`.
    private func pack(_ section: Int, _ item: Int) -> Pack {
        sections[section].section.packs[sections[section].shown.place(item)]
    }

    /// The selected parcel's group and its place in the whole group, if any.
    var selectedPlace: (group: PackGroup, place: Int)? {
        let list = self.list
        let selection = state.resolved(in: list.layout, viewport: 1).selection
        return list.position(ofItem: selection).map {
            (sections[$0.section].section.group, sections[$0.section].shown.place($0.item))
        }
    }

    /// Where the parcel at `place` of `group` is listed, if it is (a search keeps the selection on
    /// the same parcel).
    func index(of selected: (group: PackGroup, place: Int)) -> Int? {
        guard let section = sections.firstIndex(where: { $0.section.group == selected.group }),
            let item = sections[section].shown.index(ofPlace: selected.place)
        else { return nil }
        return list.globalIndex(section: section, item: item)
    }

    private var list: WindowedSectionList {
        WindowedSectionList(
            sections: sections.map {
                WindowedSectionList.Section(title: texts.group($0.section.group), count: $0.shown.count)
            },
            state: state)
    }

    /// The header/item structure of the list.
    var layout: ListLayout { list.layout }

    /// The selected parcel, if any.
    var selectedPack: Pack? {
        let list = self.list
        let selection = state.resolved(in: list.layout, viewport: 1).selection
        return list.position(ofItem: selection).map { pack($0.section, $0.item) }
    }

    /// The parcel at item index `index`, if any.
    func pack(at index: Int) -> Pack? {
        list.position(ofItem: index).map { pack($0.section, $0.item) }
    }

    /// The visible rows; only the parcels on screen are formatted.
    func lines(width: Int, height: Int) -> [StyledLine] {
        let formatter = PackRowFormatter(texts: texts, width: width, now: now, needs: needs)
        return list.lines(width: width, height: height) { section, item in
            formatter.row(for: pack(section, item))
        }
    }

    /// `state` after a movement key, or nil when `key` does not move the selection.
    func moved(by key: Key, height: Int) -> ListState? {
        var next = state
        return next.handle(key, in: list.layout, viewport: height) ? next : nil
    }
}
