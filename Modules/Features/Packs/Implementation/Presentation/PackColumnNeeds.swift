import Foundation
import PacksInterface
import TerminalUI

/// How wide the status and date columns of a parcel list must be for what it lists: the widest
/// status of its parcels and the widest date text any of them can show (before or after its
/// pickup deadline), so each column gives the sender the cells it does not need. A fixed width per
/// language cut the shipment icon in German and the senders in Spanish.
///
/// Measured once per list (``PackListBrowser`` keeps it while the list stays the same): a date's
/// width depends only on its wording, month, year and whether its day has two digits, so one date
/// of each kind present is written, not one per parcel.
struct PackColumnNeeds: Equatable, Sendable {
    /// The widest status text.
    var status: Int
    /// The widest date text.
    var date: Int

    /// What `packs` need in the words of `texts`, from `now` on.
    init(packs: some Sequence<Pack>, texts: PackTexts, now: Date) {
        var statuses = Set<PackStatus>()
        var kinds = Set<DateKind>()
        let calendar = texts.formatters.calendar
        for pack in packs {
            statuses.insert(pack.status)
            // Now and after every deadline: a parcel may cross one while the list is shown (and a
            // list measured once stays right as time goes on).
            for moment in [now, .distantFuture] {
                guard let keyDate = PackKeyDate(for: pack, now: moment) else { continue }
                let parts = calendar.dateComponents([.year, .month, .day], from: keyDate.date)
                kinds.insert(
                    DateKind(
                        role: keyDate.role, year: parts.year ?? 0, month: parts.month ?? 1,
                        twoDigitDay: (parts.day ?? 1) >= 10))
            }
        }
        status = statuses.map { TextWidth.of(texts.status($0)) }.max() ?? 0
        date =
            kinds.compactMap { kind -> Int? in
                let day = kind.twoDigitDay ? 28 : 1
                guard
                    let sample = calendar.date(
                        from: DateComponents(year: kind.year, month: kind.month, day: day, hour: 12))
                else { return nil }
                return TextWidth.of(texts.keyDate(role: kind.role, date: sample))
            }.max() ?? 0
    }

    /// Explicit widths (tests).
    init(status: Int, date: Int) {
        self.status = status
        self.date = date
    }

    /// What makes a date text as wide as another: its wording, year, month and day's digits.
    private struct DateKind: Hashable {
        let role: PackDateRole
        let year: Int
        let month: Int
        let twoDigitDay: Bool
    }
}
