import Networking

/// Fetches the user's parcels from the backend (`GET /packs`).
public protocol PacksFetching: Sendable {
    /// The current parcels, in server order; packs too broken to use are left out (and logged).
    func fetchPacks() async throws(NetworkError) -> [Pack]

    /// The current parcels and how many entries of the server's list were left out as unusable.
    func fetchPackList() async throws(NetworkError) -> PackList
}

extension PacksFetching {
    /// A fetcher that never leaves anything out reports what ``fetchPacks()`` returns.
    public func fetchPackList() async throws(NetworkError) -> PackList {
        PackList(packs: try await fetchPacks(), skipped: 0)
    }
}

/// The parcels a fetch could use, in server order, and how many entries it left out.
public struct PackList: Sendable, Hashable {
    /// The usable parcels.
    public var packs: [Pack]
    /// How many entries of the server's list were unusable (each was left out alone).
    public var skipped: Int

    /// A list of `packs` with `skipped` unusable entries left out.
    public init(packs: [Pack], skipped: Int) {
        self.packs = packs
        self.skipped = skipped
    }
}
