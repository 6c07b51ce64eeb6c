/// One label/value pair of a ``DetailSheet``.
public struct DetailRow: Hashable, Sendable {
    /// What the value is, e.g. "Amount".
    public var label: String
    /// The value, e.g. "+120 pts".
    public var value: String
    /// The value's style.
    public var style: Style

    /// A row showing `value` under `label`.
    public init(_ label: String, _ value: String, style: Style = .plain) {
        self.label = label
        self.value = value
        self.style = style
    }
}
