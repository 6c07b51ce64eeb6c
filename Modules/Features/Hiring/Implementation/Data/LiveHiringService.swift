import AppCore
import Foundation
import HiringInterface
import Logging
import Networking
import RemoteContent

/// The list from `GET /hiring.json`, saved after every successful fetch and served from the saved
/// copy when the backend cannot be used.
struct LiveHiringService: HiringService {
    let backend: Backend
    let cache: HiringCache

    func load() async -> HiringLoad {
        let loaded = await loadDeferringOfflineCopy()
        await loaded.keepOfflineCopy()
        return loaded.load
    }

    func loadDeferringOfflineCopy() async -> DeferredRemoteLoad<HiringSnapshot> {
        let cache = self.cache
        return await OfflineCopy.load(
            "the hiring list", logger: backend.logger, fetchWithBody: fetch,
            deferringSave: { try await cache.save($0, payload: $1) }, saved: cache.load)
    }

    /// The list and the body it was read from (the offline copy stores the body as it came).
    private func fetch() async throws(NetworkError) -> (value: HiringSnapshot, body: Data) {
        let response = try await backend.send(HiringAPI.items)
        let dto = try APIClient.decode(HiringResponseDTO.self, from: response.body)
        for entry in dto.skipped {
            backend.logger.warning("Skipped hiring item \(entry)")
        }
        let snapshot = HiringSnapshot(
            items: dto.items, skipped: dto.skipped.count, syncedAt: backend.now(), source: .server)
        return (snapshot, response.body)
    }
}
