/// One entry of the hiring list as the backend sends it: a name may be missing.
public struct HiringItem: Sendable, Hashable, Codable, Identifiable {
    /// The item's id, e.g. 684.
    public var id: Int
    /// The list the item belongs to, e.g. 1.
    public var listId: Int
    /// The item's name, e.g. "Item 684"; nil when the backend sent null or nothing.
    public var name: String?

    /// An item `id` of list `listId` named `name`.
    public init(id: Int, listId: Int, name: String?) {
        self.id = id
        self.listId = listId
        self.name = name
    }

    /// Whether the item has a name worth showing: not null, not empty, not only whitespace.
    public var hasName: Bool {
        guard let name else { return false }
        return !name.allSatisfy { $0.isWhitespace || $0.isNewline }
    }
}
