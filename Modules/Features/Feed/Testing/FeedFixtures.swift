import FeedInterface
import Foundation
import Localization
import TransactionsInterface

/// Summaries and cards for the feed's tests and demo.
public enum FeedFixtures {
    /// A fixed "now" the feed's tests and demo agree on: 2026-03-20 12:00 UTC, while every bundled
    /// and fixture offer is still valid.
    public static let now = Date(timeIntervalSince1970: 1_774_008_000)

    /// A "now" after the fixture coupon (and three of the four bundled cards) ended:
    /// 2026-11-23 12:00 UTC.
    public static let afterOffersEnded = Date(timeIntervalSince1970: 1_795_435_200)

    /// 21 transactions worth 1,548 points (the shape of the real sample: points only).
    public static let pointsSummary = TransactionsSummary(totals: [.points(1548)], count: 21)

    /// Transactions in three currencies, never added together.
    public static let multiCurrencySummary = TransactionsSummary(
        totals: [
            .init(amount: Decimal(string: "-42.5") ?? 0, currency: "EUR"), .points(1548),
            .init(amount: 120, currency: "PLN"),
        ], count: 24)

    /// A coupon in all four languages, with a partner, a link and an end date.
    public static let coupon = FeedCard(
        id: "coupon-1", kind: .coupon, partner: "Corner Bakery",
        title: LocalizedText([
            "en": "200 points on fresh bread", "de": "200 Punkte auf frisches Brot",
            "pl": "200 punktów za świeży chleb", "es": "200 puntos en pan recién hecho",
        ]),
        body: LocalizedText([
            "en": "Activate the coupon and buy any loaf this week.",
            "de": "Aktiviere den Coupon und kaufe diese Woche ein beliebiges Brot.",
            "pl": "Aktywuj kupon i kup dowolny chleb w tym tygodniu.",
            "es": "Activa el cupón y compra cualquier pan esta semana.",
        ]),
        link: URL(string: "https://example.com/bakery"),
        validUntil: Date(timeIntervalSince1970: 1_774_994_399))  // 2026-03-31 23:59:59 +02:00

    /// News written in English only (other languages fall back to it).
    public static let englishOnlyNews = FeedCard(
        id: "news-1", kind: .news,
        title: LocalizedText(["en": "Points never expire while you collect"]),
        body: LocalizedText(["en": "Collect at least once every 36 months and your points stay."]))

    /// A card of a kind this version does not know.
    public static let unknownKind = FeedCard(
        id: "video-1", kind: .unsupported("video"),
        title: LocalizedText(["en": "How PAYBACK works", "de": "So funktioniert PAYBACK"]),
        body: LocalizedText([:]))

    /// The cards above, in order.
    public static let cards = [coupon, englishOnlyNews, unknownKind]
}
