import Foundation
import PacksInterface
import TerminalUI

/// A scrolling, grouped list of parcels with a selection: shared by the main and archive screens.
struct PackListPane {
    /// The non-empty groups shown.
    let sections: [PackSection]
    /// The selection and scroll position.
    let state: ListState
    let texts: PackTexts

    /// Groups `sections` (empty ones are left out) in `state`.
    init(sections: [PackSection], state: ListState, texts: PackTexts) {
        self.sections = sections.filter { !$0.packs.isEmpty }
        self.state = state
        self.texts = texts
    }

    /// Whether there is nothing to list.
    var isEmpty: Bool { sections.isEmpty }

    private var list: WindowedSectionList {
        WindowedSectionList(
            sections: sections.map {
                WindowedSectionList.Section(title: texts.group($0.group), count: $0.packs.count)
            },
            state: state)
    }

    /// The selected parcel, if any.
    var selectedPack: Pack? {
        let list = self.list
        let selection = state.resolved(in: list.layout, viewport: 1).selection
        return list.position(ofItem: selection).map { sections[$0.section].packs[$0.item] }
    }

    /// The visible rows at `now` (deadlines are judged then); only the parcels on screen are formatted.
    func lines(width: Int, height: Int, now: Date) -> [StyledLine] {
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
