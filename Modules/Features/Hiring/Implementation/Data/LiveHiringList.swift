import AppCore
import Foundation
import HiringInterface
import Logging
import Networking

/// The list from `GET /hiring.json`, saved after every successful fetch and served from the saved
/// copy when the backend cannot be used.
struct LiveHiringList: HiringListProviding {
    let http: any HTTPClient
    let cache: HiringCache
    let clock: WallClock
    var logger = Logger(label: "mosaic.hiring")

    func load() async -> HiringLoad {
        let failure: NetworkError
        do {
            let snapshot = try await fetch()
            do {
                try await cache.save(snapshot)
            } catch {
                logger.error("Could not save the hiring list for offline use: \(error)")
            }
            return HiringLoad(snapshot: snapshot)
        } catch {
            failure = error
        }
        logger.notice("Using the saved hiring list: \(failure)")
        do {
            return HiringLoad(snapshot: try await cache.load(), failure: failure)
        } catch {
            logger.error("Could not read the saved hiring list: \(error)")
            return HiringLoad(snapshot: nil, failure: failure)
        }
    }

    private func fetch() async throws(NetworkError) -> HiringSnapshot {
        let response = try await http.send(HiringAPI.items)
        let dto = try APIClient.decode(HiringResponseDTO.self, from: response.body)
        for entry in dto.skipped {
            logger.warning("Skipped hiring item \(entry)")
        }
        return HiringSnapshot(
            items: dto.items, skipped: dto.skipped.count, syncedAt: clock.now(), source: .server)
    }
}
