import Networking

/// Fetches the user's parcels from the backend (`GET /packs`).
public protocol PacksFetching: Sendable {
    /// The current parcels, in server order; packs too broken to use are left out (and logged).
    func fetchPacks() async throws(NetworkError) -> [Pack]
}
