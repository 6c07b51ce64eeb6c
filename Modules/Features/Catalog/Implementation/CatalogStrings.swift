import Foundation
import Localization
import RemoteContent

/// Keys into Catalog's `Resources/<lang>.lproj/Localizable.strings`.
enum CatalogStrings: String, FreshnessStrings, SkippedCountStrings, CaseIterable {
    // `--help` of products
    case helpProducts = "catalog.help.products"
    case helpProductsDiscussion = "catalog.help.productsDiscussion"
    case dataSaved = "catalog.data.saved"
    case title = "catalog.title"
    case loading = "catalog.loading"
    case refreshing = "catalog.refreshing"
    case sectionProducts = "catalog.section.products"
    case sectionSkipped = "catalog.section.skipped"
    case empty = "catalog.empty"
    case emptyHint = "catalog.empty.hint"
    /// Plural: entries of the server's list left out (the `skipped` note every listing says).
    case skippedBanner = "catalog.skipped.banner"
    case bannerOffline = "catalog.banner.offline"
    case bannerError = "catalog.banner.error"
    case errorNothingSaved = "catalog.error.nothingSaved"
    case errorUnavailable = "catalog.error.unavailable"
    case sourceServer = "catalog.source.server"
    case sourceCache = "catalog.source.cache"
    case hintOpen = "catalog.hint.open"
    case hintRetry = "catalog.hint.retry"
    case hintRefresh = "catalog.hint.refresh"
    case reasonNotAnObject = "catalog.reason.notAnObject"
    case reasonNestedTooDeep = "catalog.reason.nestedTooDeep"
    case reasonMissingCode = "catalog.reason.missingCode"
    case reasonMissingName = "catalog.reason.missingName"
    case reasonMissingPrice = "catalog.reason.missingPrice"
    case reasonNegativePrice = "catalog.reason.negativePrice"
    case reasonInvalidPrice = "catalog.reason.invalidPrice"
    case reasonUnreadablePrice = "catalog.reason.unreadablePrice"
    case reasonDuplicateCode = "catalog.reason.duplicateCode"
    case issueRow = "catalog.issue.row"
    case noCode = "catalog.issue.noCode"
    case detailCode = "catalog.detail.code"
    case detailName = "catalog.detail.name"
    case detailPrice = "catalog.detail.price"
    case detailUpdated = "catalog.detail.updated"
    /// `+` in a product's details.
    case hintAddToCart = "catalog.hint.addToCart"
    /// `{count}` units of `{name}` are in the cart after `+`.
    case cartAdded = "catalog.cart.added"
    /// `{code}` already has `{maximum}` units in the cart.
    case cartLimit = "catalog.cart.limit"
    case cartNotSaved = "catalog.cart.notSaved"
    case columnCode = "catalog.column.code"
    case columnName = "catalog.column.name"
    case columnPrice = "catalog.column.price"

    static var bundle: Bundle { .module }
    static var skipped: Self { .skippedBanner }
}
