/// Texts already made, by what they were made from: for a listing or an index that formats the
/// same amount or day again and again (loyalty points repeat: 100,000 transactions may hold a few
/// hundred amounts). It keeps at most `limit` texts and then starts over, so its memory stays
/// bounded whatever the input.
///
/// ```swift
/// var amounts = TextMemo<Money>()
/// let text = amounts.text(for: money) { DecimalText.string($0) }
/// ```
public struct TextMemo<Key: Hashable> {
    private var known: [Key: String] = [:]
    /// How many texts are kept at most.
    public let limit: Int

    /// An empty memo keeping at most `limit` (1 or more) texts.
    public init(limit: Int = 65_536) {
        self.limit = max(1, limit)
    }

    /// How many texts are kept.
    public var count: Int { known.count }

    /// The text made for `key` before, or `make(key)` (then kept).
    public mutating func text(for key: Key, _ make: (Key) -> String) -> String {
        if let text = known[key] { return text }
        let text = make(key)
        if known.count >= limit { known.removeAll(keepingCapacity: true) }
        known[key] = text
        return text
    }
}

extension TextMemo: Sendable where Key: Sendable {}
