import AppCore
import FeedInterface
import Formatting
import Foundation
import Localization
import Networking

/// The feed's words and formatted values in the user's language and region.
struct FeedTexts {
    let localizer: Localizer
    let formatters: Formatters

    /// The card's headline in the user's language.
    func title(of card: FeedCard) -> String {
        card.title.text(in: localizer.language)
    }

    /// The card's text in the user's language.
    func body(of card: FeedCard) -> String {
        card.body.text(in: localizer.language)
    }

    /// The kind's name, e.g. "Coupon".
    func kind(_ kind: FeedCardKind) -> String {
        switch kind {
        case .offer: localizer[FeedStrings.kindOffer]
        case .coupon: localizer[FeedStrings.kindCoupon]
        case .news: localizer[FeedStrings.kindNews]
        case .unsupported: localizer[FeedStrings.kindOther]
        }
    }

    /// A row's right-hand detail: the kind, and the end of validity when the card expires
    /// ("until 29 Mar 2026"), or when it ended if that was before `now` ("ended 29 Mar 2026").
    func detail(of card: FeedCard, now: Date) -> String {
        guard let validUntil = card.validUntil else { return kind(card.kind) }
        let key = FeedShelf.hasEnded(card, at: now) ? FeedStrings.endedOn : FeedStrings.validUntil
        let until = localizer.string(key, ["date": formatters.date(validUntil, style: .date)])
        return "\(kind(card.kind)) · \(until)"
    }

    /// The details' end of validity, marked when it was before `now`, or nil when the card never ends.
    func validUntil(of card: FeedCard, now: Date) -> String? {
        guard let validUntil = card.validUntil else { return nil }
        let date = formatters.date(validUntil, style: .long)
        guard FeedShelf.hasEnded(card, at: now) else { return date }
        return localizer.string(FeedStrings.detailEnded, ["date": date])
    }

    /// What a failed part of the feed tells the user.
    func message(for error: FeedError, isSummary: Bool) -> String {
        if isSummary, error.kind == .offline { return localizer[FeedStrings.totalOffline] }
        // The shared sentences every feature's banner ends with ("The server answered with an
        // error (HTTP 503)."): a FeedError has no words of its own, and its English detail is
        // for the log.
        let reason =
            switch error.kind {
            case .offline: NetworkError.offline.message(localizer)
            case .timedOut: NetworkError.timeout.message(localizer)
            case .server(let status):
                NetworkError.httpStatus(code: status, bodyExcerpt: "").message(localizer)
            case .failure(let network): network?.message(localizer) ?? localizer.message(for: error)
            }
        return localizer.string(
            isSummary ? FeedStrings.totalFailed : FeedStrings.cardsFailed, ["reason": reason])
    }
}
