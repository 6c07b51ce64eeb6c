/// What a feed card is; kinds this version does not know are kept as ``unsupported(_:)``.
public enum FeedCardKind: Sendable, Hashable {
    /// Extra points for shopping somewhere.
    case offer
    /// A coupon to activate.
    case coupon
    /// News or an article.
    case news
    /// A kind this version does not know, with its raw name (shown generically, never dropped).
    case unsupported(String)

    /// The kind named `raw` in feed data ("offer", "coupon", "news"), else ``unsupported(_:)``.
    public init(raw: String) {
        switch raw.lowercased() {
        case "offer": self = .offer
        case "coupon": self = .coupon
        case "news": self = .news
        default: self = .unsupported(raw)
        }
    }
}
