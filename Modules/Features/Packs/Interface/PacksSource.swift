import JSONDecoding
import Networking

/// Fetches the user's parcels from the backend (`GET /packs`).
public protocol PacksSource: Sendable {
    /// The current parcels, in server order; packs too broken to use are left out (and logged).
    func fetchPacks() async throws(NetworkError) -> [Pack]

    /// The current parcels and how many entries of the server's list were left out as unusable.
    func fetchPackList() async throws(NetworkError) -> FetchedList<Pack>
}

extension PacksSource {
    /// A fetcher that never leaves anything out reports what ``fetchPacks()`` returns.
    public func fetchPackList() async throws(NetworkError) -> FetchedList<Pack> {
        FetchedList(try await fetchPacks())
    }
}
