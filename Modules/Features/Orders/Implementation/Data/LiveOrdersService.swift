import AppCore
import Foundation
import Logging
import Networking
import OrdersInterface
import RemoteContent

/// The orders from Wobitech's backend, saved after every successful fetch and served from the
/// saved copy when the backend cannot be used.
struct LiveOrdersService: OrdersService {
    let backend: Backend
    let cache: OrdersCache
    /// Whether an order's details are the list's element instead of `GET /orders/{id}`: a
    /// `--data-file` holds the list only, and the details must be the file's, not the mock's.
    var detailsFromList = false

    func orders() async -> OrdersLoad {
        await OfflineCopy.load(
            "the orders", logger: backend.logger, fetch: fetchList, save: cache.save, saved: cache.load)
    }

    private func fetchList() async throws(NetworkError) -> OrdersSnapshot {
        let response = try await backend.send(OrdersAPI.list)
        let (orders, skipped) = try OrderMapper.decodeList(response.body)
        if skipped > 0 { backend.logger.warning("Left out \(skipped) unreadable orders") }
        return OrdersSnapshot(items: orders, skipped: skipped, syncedAt: backend.now(), source: .server)
    }

    func order(id: String) async -> OrderDetailLoad {
        if detailsFromList { return await listedOrder(id: id) }
        let failure: NetworkError
        do {
            let response = try await backend.send(OrdersAPI.detail(id: id))
            let order = try OrderMapper.decodeDetail(response.body)
            let now = backend.now()
            do {
                try await cache.save(order, syncedAt: now)
            } catch {
                backend.logger.error("Could not save order \(id) for offline use: \(error)")
            }
            return OrderDetailLoad(order: order, source: .server, syncedAt: now)
        } catch {
            failure = error
        }
        backend.logger.notice("Using the saved copy of order \(id): \(failure)")
        do {
            let saved = try await cache.order(id: id)
            return OrderDetailLoad(
                order: saved?.order, source: .savedList, syncedAt: saved?.syncedAt, failure: failure)
        } catch {
            backend.logger.error("Reading the saved order \(id) failed: \(error)")
            return OrderDetailLoad(order: nil, source: .savedList, syncedAt: nil, failure: failure)
        }
    }

    /// Order `id` as the list has it (404 when the list has no such order).
    private func listedOrder(id: String) async -> OrderDetailLoad {
        do {
            let snapshot = try await fetchList()
            guard let order = snapshot.order(id: id) else {
                return OrderDetailLoad(
                    order: nil, source: .server, syncedAt: snapshot.syncedAt,
                    failure: .httpStatus(code: 404, bodyExcerpt: ""))
            }
            return OrderDetailLoad(order: order, source: .server, syncedAt: snapshot.syncedAt)
        } catch {
            backend.logger.error("Reading order \(id) from the list failed: \(error)")
            return OrderDetailLoad(order: nil, source: .server, syncedAt: nil, failure: error)
        }
    }
}
