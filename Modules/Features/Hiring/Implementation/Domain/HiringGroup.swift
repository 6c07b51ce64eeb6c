import HiringInterface

/// A named item kept for display (its name is known to be non-blank).
public struct HiringEntry: Sendable, Hashable, Identifiable {
    /// The item's id.
    public let id: Int
    /// Its list.
    public let listId: Int
    /// Its name, as sent.
    public let name: String
}

/// One list of the hiring data: its kept items in display order and how many were dropped.
public struct HiringGroup: Sendable, Hashable, Identifiable {
    /// The list's id.
    public let listId: Int
    /// The items with a name, sorted.
    public var entries: [HiringEntry]
    /// How many items of this list had no name (null, empty or whitespace) and were dropped.
    public let dropped: Int

    public var id: Int { listId }
}
