import AppCore
import Formatting
import Foundation
import Localization
import Networking
import RemoteContent
import TransactionsInterface

/// Turns transactions into the words and numbers people read, in the user's language and
/// region: shared by the screens and the `transactions` subcommand so both say the same.
struct TransactionsTexts: Sendable {
    let localizer: Localizer
    let formatters: Formatters

    /// The booking day, e.g. "Jul 24, 2022" or "24. Juli 2022".
    func day(_ date: Date) -> String {
        formatters.date(date, style: .date)
    }

    /// The booking day and time, e.g. "Jul 24, 2022 at 10:59 AM".
    func dayAndTime(_ date: Date) -> String {
        formatters.date(date, style: .dateTime)
    }

    /// The description, or the placeholder when the backend sent none.
    func description(of transaction: Transaction) -> String {
        transaction.description ?? localizer[TransactionsStrings.noDescription]
    }

    /// An amount: points for `PBP` ("124 points"), money otherwise ("€12.50").
    func amount(_ money: Money) -> String {
        formatters.money(money)
    }

    /// Per-currency totals on one line ("5,770 points · €17.50"); nothing to sum is 0 points.
    func totals(_ totals: [Money]) -> String {
        totals.isEmpty ? formatters.points(0) : totals.map(amount).joined(separator: " · ")
    }

    /// "Sum: 5,770 points".
    func sum(_ totals: [Money]) -> String {
        localizer.string(TransactionsStrings.sum, ["amount": self.totals(totals)])
    }

    /// A category's name, e.g. "Category 2" (the backend sends numbers only).
    func category(_ number: Int) -> String {
        localizer.string(TransactionsStrings.category, ["number": String(number)])
    }

    /// A filter's name: "All categories" or the category's.
    func filter(_ filter: CategoryFilter) -> String {
        switch filter {
        case .all: localizer[TransactionsStrings.allCategories]
        case .category(let number): category(number)
        }
    }

    /// "21 transactions".
    func count(_ count: Int) -> String {
        localizer.plural(TransactionsStrings.count, count: count)
    }

    /// "3 of 16 transactions": how many of the filter's `count` a search shows.
    func count(_ matches: Int, of count: Int) -> String {
        localizer.plural(TransactionsStrings.countOf, count: count, ["matches": formatters.number(matches)])
    }

    /// "2 entries could not be read" (the list leaves them out), or nil when none were skipped (the
    /// note every listing says: ``SkippedCountStrings/skippedNote(_:_:)``).
    func skipped(_ count: Int) -> String? {
        TransactionsStrings.skippedNote(count, localizer)
    }

    /// What went wrong when nothing can be shown: the failure and, when the server could not be
    /// reached, that nothing is stored either (else the stored list would be showing).
    func message(for error: NetworkError) -> String {
        localizer.string(
            error.isConnectivity ? TransactionsStrings.errorNothingStored : TransactionsStrings.errorLoad,
            ["reason": reason(error)])
    }

    /// Why a list that is not fresh is shown after `error` (other than offline): the copy saved at
    /// `syncedAt` when `savedCopy` ("The transactions could not be updated: … Showing those saved
    /// on …", as every feature says it), else the list loaded at `syncedAt` earlier in this run.
    func staleNotice(_ error: NetworkError, syncedAt: Date, savedCopy: Bool) -> String {
        localizer.string(
            savedCopy ? TransactionsStrings.bannerError : TransactionsStrings.bannerStale,
            ["reason": reason(error), "date": dayAndTime(syncedAt)])
    }

    /// Why a load failed, as a sentence (for a banner over the list still shown).
    func reason(_ error: NetworkError) -> String {
        error.message(localizer)
    }
}
