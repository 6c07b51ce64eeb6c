import Foundation
import PacksInterface
import TerminalUI

/// A screen's parcels indexed for search as you type (``GroupedSearch``): built on the first
/// search of a list, reused while the list stays the same and no pickup deadline is crossed (a
/// parcel's date reads "pick up by" before its deadline and "expired on" after it).
struct PackSearch {
    /// The list indexed, the index, and the moments between which its date texts hold:
    /// after `after` (a deadline that had passed) and up to `until` (the next deadline).
    private var built: (sections: [PackSection], search: GroupedSearch, after: Date?, until: Date?)?

    /// What `search` shows of each of `sections` at `now`, in order.
    mutating func shown(_ sections: [PackSection], texts: PackTexts, search: ListSearch, now: Date)
        -> [ShownItems]
    {
        guard search.isFiltering else { return sections.map { ShownItems(all: $0.packs.count) } }
        if var built, built.sections == sections, built.after.map({ $0 < now }) ?? true,
            built.until.map({ now <= $0 }) ?? true
        {
            // An equal list loaded again: kept, so the next comparison is one of identity.
            built.sections = sections
            self.built = nil
            let shown = built.search.shown(search)
            self.built = built
            return shown
        }
        let packs = sections.flatMap(\.packs)
        var index = GroupedSearch(groupSizes: sections.map(\.packs.count)) { position, item in
            for text in PackListPane.searchTexts(of: packs[position], texts: texts, now: now) {
                item.add(text)
            }
        }
        let deadlines = packs.compactMap { pack in
            PackKeyDate.deadlineHasPassed(for: pack, now: .distantFuture) ? pack.expiryDate : nil
        }
        let shown = index.shown(search)
        built = (
            sections, index, deadlines.filter { $0 < now }.max(), deadlines.filter { $0 >= now }.min()
        )
        return shown
    }
}
