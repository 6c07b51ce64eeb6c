/// A key and what it does, as shown in the footer or next to a banner ("r" "retry").
public struct KeyHint: Hashable, Sendable {
    /// The key as the user reads it, e.g. "enter", "↑↓", "r".
    public let key: String
    /// What the key does, e.g. "open".
    public let label: String

    /// A hint for `key` doing `label`.
    public init(_ key: String, _ label: String) {
        self.key = key
        self.label = label
    }

    /// The hint as styled spans: the key emphasized, the label muted.
    var spans: [Span] {
        [Span(key, style: .accent.bold), Span(trusted: " "), Span(label, style: .muted)]
    }

    /// The width in cells of ``spans``.
    var width: Int { StyledLine(spans).width }
}
