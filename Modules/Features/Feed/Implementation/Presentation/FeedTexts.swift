import AppCore
import FeedInterface
import Formatting
import Foundation
import Localization

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
        let reason =
            switch error.kind {
            case .offline: localizer[FeedStrings.reasonOffline]
            case .timedOut: localizer[FeedStrings.reasonTimedOut]
            case .server(let status): localizer.string(FeedStrings.reasonServer, ["status": String(status)])
            // The English detail is for the log; the user reads the network's sentence, else
            // the shared one (a FeedError has no words of its own).
            case .failure(let network): network?.message(localizer) ?? localizer.message(for: error)
            }
        return localizer.string(
            isSummary ? FeedStrings.totalFailed : FeedStrings.cardsFailed, ["reason": reason])
    }
}
