/// How names are ordered inside a list.
public enum HiringSortOrder: String, Sendable, Hashable, CaseIterable {
    /// Numbers inside names compare by value: "Item 2" before "Item 10" (ties by id).
    case natural
    /// Plain text order, as the brief's reference solution had it: "Item 10" before "Item 2".
    case text

    /// The other order (the `s` key).
    public var toggled: HiringSortOrder { self == .natural ? .text : .natural }
}
