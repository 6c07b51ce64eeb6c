import Foundation

/// A list of parcels and when it was fetched from the server.
public struct PacksSnapshot: Hashable, Sendable {
    /// The parcels, in the order the server sent them.
    public var packs: [Pack]
    /// When the list was successfully fetched.
    public var syncedAt: Date

    /// A snapshot of `packs` fetched at `syncedAt`.
    public init(packs: [Pack], syncedAt: Date) {
        self.packs = packs
        self.syncedAt = syncedAt
    }
}
