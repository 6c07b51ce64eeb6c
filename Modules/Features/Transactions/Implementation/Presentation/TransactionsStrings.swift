import Foundation
import Localization
import RemoteContent

/// The Transactions feature's strings (Resources/<lang>.lproj/Localizable.strings).
enum TransactionsStrings: String, SkippedCountStrings, CaseIterable {
    // `--help` of transactions
    case helpTransactions = "transactions.help.transactions"
    case helpTransactionsDiscussion = "transactions.help.transactionsDiscussion"
    case helpCategory = "transactions.help.category"
    case dataSaved = "transactions.data.saved"
    case title = "transactions.title"
    case loading = "transactions.loading"
    case refreshing = "transactions.refreshing"
    case emptyMessage = "transactions.empty.message"
    case emptyHint = "transactions.empty.hint"
    /// Plural: "{count} transactions".
    case count = "transactions.count"
    /// Plural by `{count}`: "{matches} of {count} transactions" (a search shows `{matches}`).
    case countOf = "transactions.countOf"
    case sum = "transactions.sum"
    case noDescription = "transactions.noDescription"
    case allCategories = "transactions.category.all"
    case category = "transactions.category"
    case filterLabel = "transactions.filter.label"
    case filterTitle = "transactions.filter.title"
    case errorNothingStored = "transactions.error.nothingStored"
    case errorLoad = "transactions.error.load"
    case errorNoCategory = "transactions.error.noCategory"
    case errorNoCategoryEmpty = "transactions.error.noCategory.empty"
    case bannerOffline = "transactions.banner.offline"
    case bannerStale = "transactions.banner.stale"
    /// The saved copy shown because loading failed (not offline): `{reason}`, `{date}`.
    case bannerError = "transactions.banner.error"
    /// Plural: "{count} entries could not be read".
    case skipped = "transactions.skipped"
    case keyRetry = "transactions.key.retry"
    case keyRefresh = "transactions.key.refresh"
    case keyOpen = "transactions.key.open"
    case keyMove = "transactions.key.move"
    case detailDescription = "transactions.detail.description"
    case detailAmount = "transactions.detail.amount"
    case detailBookingDate = "transactions.detail.bookingDate"
    case detailCategory = "transactions.detail.category"
    case detailReference = "transactions.detail.reference"
    case columnDate = "transactions.column.date"
    case columnPartner = "transactions.column.partner"
    case columnDescription = "transactions.column.description"
    case columnCategory = "transactions.column.category"
    case columnAmount = "transactions.column.amount"

    static var bundle: Bundle { .module }
}
