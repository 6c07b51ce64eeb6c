import Foundation
import JSONDecoding
import Logging
import Networking
import PacksInterface

/// Fetches parcels from the packs backend over the environment's HTTP client.
public struct RemotePacksSource: PacksSource {
    /// The packs backend. The brief shipped no production server, so prod needs `--base-url`
    /// unless this host is made real; `.invalid` never resolves, so a prod run fails as offline.
    public static let descriptor = ServiceDescriptor(id: "packs", prodURL: "https://packs.mosaic.invalid")

    /// The path of the parcel list.
    public static let path = "/packs"

    private let api: APIClient
    private let logger: Logger

    /// A service sending requests through `api`.
    public init(api: APIClient, logger: Logger = Logger(label: PacksLog.label)) {
        self.api = api
        self.logger = logger
    }

    public func fetchPacks() async throws(NetworkError) -> [Pack] {
        try await fetchPackList().elements
    }

    public func fetchPackList() async throws(NetworkError) -> FetchedList<Pack> {
        let response = try await api.send(Endpoint<PacksResponseDTO>(path: Self.path))
        let packs = Self.packs(from: response, logger: logger)
        return FetchedList(packs, skipped: response.skipped.count + response.packs.count - packs.count)
    }

    /// The usable parcels of `response`, logging every skipped entry and ignored field.
    static func packs(from response: PacksResponseDTO, logger: Logger) -> [Pack] {
        for entry in response.skipped {
            logger.warning("Skipped pack \(entry)")
        }
        return response.packs.compactMap { dto in
            let mapped = PackMapper.map(dto)
            for problem in mapped.problems {
                logger.warning("Pack \(dto.id): \(problem)", metadata: ["sender": "\(dto.sender)"])
            }
            return mapped.pack
        }
    }
}

/// The feature's log label.
public enum PacksLog {
    /// The swift-log label of everything the Packs feature logs.
    public static let label = "mosaic.packs"
}
