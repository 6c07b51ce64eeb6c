import Foundation

/// Keeps the last successfully fetched parcel list, for offline use.
public protocol PacksCache: Sendable {
    /// The stored snapshot, or nil when nothing was ever stored.
    func cachedSnapshot() async throws -> PacksSnapshot?
    /// Replaces the stored snapshot with `snapshot`.
    func store(_ snapshot: PacksSnapshot) async throws
    /// Replaces the stored snapshot with `snapshot`, read from `payload` (the server's body as it
    /// came), which a cache may keep instead of the parcels one by one.
    func store(_ snapshot: PacksSnapshot, payload: Data?) async throws
}

extension PacksCache {
    /// Stores the parcels (caches that keep no payloads).
    public func store(_ snapshot: PacksSnapshot, payload: Data?) async throws {
        try await store(snapshot)
    }
}
