import Foundation
import PacksInterface
import TerminalUI

/// A screen's parcels indexed for search as you type (``SearchCache``): built on the first
/// search of a list, reused while the list stays the same and no pickup deadline is crossed (a
/// parcel's date reads "pick up by" before its deadline and "expired on" after it).
struct PackSearch {
    private var cache = SearchCache<[PackSection]>()
    /// The moments between which the index's date texts hold: after `after` (a deadline that had
    /// passed) and up to `until` (the next deadline).
    private var window: (after: Date?, until: Date?) = (nil, nil)

    /// What `search` shows of each of `sections` at `now`, in order.
    mutating func shown(_ sections: [PackSection], texts: PackTexts, search: ListSearch, now: Date)
        -> [ShownItems]
    {
        if !(window.after.map { $0 < now } ?? true) || !(window.until.map { now <= $0 } ?? true) {
            cache.forget()
        }
        var built: (after: Date?, until: Date?)?
        let shown = cache.shown(sections, groupSizes: sections.map(\.packs.count), search: search) {
            let packs = sections.flatMap(\.packs)
            let deadlines = packs.compactMap { pack in
                PackKeyDate.deadlineHasPassed(for: pack, now: .distantFuture) ? pack.expiryDate : nil
            }
            built = (deadlines.filter { $0 < now }.max(), deadlines.filter { $0 >= now }.min())
            return GroupedSearch(groupSizes: sections.map(\.packs.count)) { position, item in
                for text in PackListPane.searchTexts(of: packs[position], texts: texts, now: now) {
                    item.add(text)
                }
            }
        }
        if let built { window = built }
        return shown
    }
}
