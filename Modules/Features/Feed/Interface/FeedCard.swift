import Foundation
import Localization

/// One piece of content in the user's feed: an offer, a coupon, news from a partner...
public struct FeedCard: Sendable, Hashable, Identifiable {
    /// A stable identifier.
    public var id: String
    /// What kind of content it is.
    public var kind: FeedCardKind
    /// The partner the card is about, e.g. "dm-drogerie markt" (a name, never translated).
    public var partner: String?
    /// The headline in each language it was written in.
    public var title: LocalizedText
    /// The text in each language it was written in.
    public var body: LocalizedText
    /// Where the card leads (a partner's page), if anywhere.
    public var link: URL?
    /// The last moment the offer is valid, if it expires.
    public var validUntil: Date?

    /// A card.
    public init(
        id: String, kind: FeedCardKind, partner: String? = nil, title: LocalizedText, body: LocalizedText,
        link: URL? = nil, validUntil: Date? = nil
    ) {
        self.id = id
        self.kind = kind
        self.partner = partner
        self.title = title
        self.body = body
        self.link = link
        self.validUntil = validUntil
    }
}
