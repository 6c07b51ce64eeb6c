import Formatting
import Foundation
import HiringInterface
import Localization
import Networking
import TerminalUI

/// The Hiring feature's words that depend on state: headers, banners, sources, failures.
public struct HiringTexts: Sendable {
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

    /// The order's name: "natural" or "text".
    func order(_ order: HiringSortOrder) -> String {
        localizer[order == .natural ? HiringStrings.orderNatural : HiringStrings.orderText]
    }

    /// "4 lists · 320 items · 680 dropped · sorted: natural".
    func summary(_ groups: [HiringGroup], order: HiringSortOrder) -> String {
        let items = groups.reduce(0) { $0 + $1.entries.count }
        let dropped = groups.reduce(0) { $0 + $1.dropped }
        return localizer.plural(
            HiringStrings.summary, count: groups.count,
            ["items": kept(items), "dropped": self.dropped(dropped), "order": self.order(order)])
    }

    /// The banner for a list that is not fresh from the server, if any.
    func banner(for failure: NetworkError?, snapshot: HiringSnapshot, now: Date) -> Banner? {
        guard let failure else { return nil }
        let retry = KeyHint("r", localizer[HiringStrings.hintRetry])
        let relative = formatters.relative(snapshot.syncedAt, to: now)
        if failure.isOffline {
            return Banner(
                .offline, localizer.string(HiringStrings.bannerOffline, ["relative": relative]), action: retry
            )
        }
        let message = localizer.string(
            HiringStrings.bannerError, ["reason": failure.message(localizer), "relative": relative])
        return Banner(.error, message, action: retry)
    }

    /// Where the list came from, e.g. "Updated 2 minutes ago".
    func source(of snapshot: HiringSnapshot, now: Date) -> String {
        localizer.string(
            snapshot.source == .server ? HiringStrings.sourceServer : HiringStrings.sourceCache,
            ["relative": formatters.relative(snapshot.syncedAt, to: now)])
    }

    /// The note about malformed entries left out, if any.
    func skipped(_ count: Int) -> String? {
        count > 0 ? localizer.plural(HiringStrings.skipped, count: count) : nil
    }

    /// The message when no list at all is available: the failure, and that nothing is saved when
    /// the server could not be reached (else the saved list would be showing).
    func failure(_ failure: NetworkError) -> String {
        localizer.string(
            failure.isConnectivity ? HiringStrings.errorNothingSaved : HiringStrings.errorUnavailable,
            ["reason": failure.message(localizer)])
    }
}
