import Foundation
import Localization

/// Keys into Feed's own `Resources/<lang>.lproj/Localizable.strings`.
enum FeedStrings: String, LocalizedKey, CaseIterable {
    case title = "feed.title"
    case loading = "feed.loading"
    case refreshing = "feed.refreshing"
    case totalHeading = "feed.total.heading"
    /// Plural: the number of transactions the total covers.
    case totalCount = "feed.total.count"
    case totalNone = "feed.total.none"
    case totalOffline = "feed.total.offline"
    case totalFailed = "feed.total.failed"
    case cardsHeading = "feed.cards.heading"
    case cardsExpiredHeading = "feed.cards.expiredHeading"
    case cardsNone = "feed.cards.none"
    case cardsFailed = "feed.cards.failed"
    case empty = "feed.empty"
    case emptyHint = "feed.empty.hint"
    case kindOffer = "feed.kind.offer"
    case kindCoupon = "feed.kind.coupon"
    case kindNews = "feed.kind.news"
    case kindOther = "feed.kind.other"
    case validUntil = "feed.validUntil"
    case endedOn = "feed.endedOn"
    case detailKind = "feed.detail.kind"
    case detailPartner = "feed.detail.partner"
    case detailValidUntil = "feed.detail.validUntil"
    case detailEnded = "feed.detail.ended"
    case detailLink = "feed.detail.link"
    case hintMove = "feed.hint.move"
    case hintOpen = "feed.hint.open"
    case hintRefresh = "feed.hint.refresh"
    case hintRetry = "feed.hint.retry"

    static var bundle: Bundle { .module }
}
