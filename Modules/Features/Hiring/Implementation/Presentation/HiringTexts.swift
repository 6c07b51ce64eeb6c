import Formatting
import Foundation
import HiringInterface
import Localization
import Networking
import RemoteContent
import TerminalUI

/// The Hiring feature's words that depend on state: headers, banners, sources, failures.
struct HiringTexts: FreshnessWording {
    typealias Strings = HiringStrings

    /// The user's language.
    public let localizer: Localizer
    /// Numbers and dates in the user's locale and time zone.
    public let formatters: Formatters

    /// Texts in `localizer`'s language formatted by `formatters`.
    public init(localizer: Localizer, formatters: Formatters) {
        self.localizer = localizer
        self.formatters = formatters
    }

    subscript(_ key: HiringStrings) -> String { localizer[key] }

    /// "List 3".
    func groupTitle(_ listId: Int) -> String {
        localizer.string(HiringStrings.groupTitle, ["listId": String(listId)])
    }

    /// "81 items", localized.
    func kept(_ count: Int) -> String { localizer.plural(HiringStrings.groupKept, count: count) }

    /// "80 dropped", localized.
    func dropped(_ count: Int) -> String { localizer.plural(HiringStrings.groupDropped, count: count) }

    /// The header count of a group: "81 items · 80 dropped", and "collapsed" when it is.
    func groupLabel(_ group: HiringGroup, shown: Int, collapsed: Bool) -> String {
        var parts = [kept(shown), dropped(group.dropped)]
        if collapsed { parts.append(localizer[HiringStrings.groupCollapsed]) }
        return parts.joined(separator: " · ")
    }

    /// What `s` does: switch to `order`, said as an action ("sort by text"), so it cannot be read
    /// as the order in use, which the header names ("sorted: natural").
    func sortHint(to order: HiringSortOrder) -> String {
        localizer[order == .text ? HiringStrings.hintSortByText : HiringStrings.hintSortNaturally]
    }

    /// The order's name: "natural" or "text".
    func order(_ order: HiringSortOrder) -> String {
        localizer[order == .natural ? HiringStrings.orderNatural : HiringStrings.orderText]
    }

    /// "4 lists · 320 items · 680 dropped · sorted: natural".
    func summary(_ groups: [HiringShownGroup], order: HiringSortOrder) -> String {
        let items = groups.reduce(0) { $0 + $1.count }
        let dropped = groups.reduce(0) { $0 + $1.group.dropped }
        return localizer.plural(
            HiringStrings.summary, count: groups.count,
            ["items": kept(items), "dropped": self.dropped(dropped), "order": self.order(order)])
    }
}
