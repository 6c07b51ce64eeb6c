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

    private let api: APIClient
    private let logger: Logger

    /// A service sending requests through `api`.
    public init(api: APIClient, logger: Logger = Logger(label: PacksLog.label)) {
        self.api = api
        self.logger = logger
    }

    public func fetchList() async throws(NetworkError) -> FetchedList<Pack> {
        // The body is kept with the list: the offline copy stores it as it came, in one value.
        let body = try await api.http.send(Endpoint<PacksResponseDTO>(path: PacksAPI.path).request).body
        let (packs, skipped) = try Self.list(from: body, logger: logger)
        return FetchedList(packs, skipped: skipped, payload: body)
    }

    /// The usable parcels of a `GET /packs` body and how many entries were left out, logging
    /// every skipped entry and ignored field to `logger`: read by ``PackReader``, or decoded whole
    /// by `JSONDecoder` when the body is not a plain array (which also says why it is unreadable).
    static func list(from body: Data, logger: Logger) throws(NetworkError) -> (packs: [Pack], skipped: Int) {
        if let list = PackReader.list(from: LoneSurrogateRepair.repairing(body), logger: logger) {
            return (list.elements, list.skipped)
        }
        let response = try APIClient.decode(PacksResponseDTO.self, from: body)
        let packs = packs(from: response, logger: logger)
        return (packs, response.skipped.count + response.packs.count - packs.count)
    }

    /// The usable parcels of `response`, logging every skipped entry and ignored field.
    static func packs(from response: PacksResponseDTO, logger: Logger) -> [Pack] {
        for entry in response.skipped {
            logger.warning("Skipped pack \(entry)")
        }
        return response.packs.compactMap { pack(mapping: $0, logger: logger) }
    }

    /// The parcel ``PackMapper`` makes of `dto` (nil: unusable), logging what it ignored.
    static func pack(mapping dto: PackDTO, logger: Logger) -> Pack? {
        let mapped = PackMapper.map(dto)
        for problem in mapped.problems {
            logger.warning("Pack \(dto.id): \(problem)", metadata: ["sender": "\(dto.sender)"])
        }
        return mapped.pack
    }
}

/// The feature's log label.
public enum PacksLog {
    /// The swift-log label of everything the Packs feature logs.
    public static let label = "mosaic.packs"
}
