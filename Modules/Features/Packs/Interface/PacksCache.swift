/// Keeps the last successfully fetched parcel list, for offline use.
public protocol PacksCache: Sendable {
    /// The stored snapshot, or nil when nothing was ever stored.
    func cachedSnapshot() async throws -> PacksSnapshot?
    /// Replaces the stored snapshot with `snapshot`.
    func store(_ snapshot: PacksSnapshot) async throws
}
