import AppCore
import Foundation
import Logging
import Networking
import OrdersInterface
import RemoteContent

/// The orders from Wobitech's backend, saved after every successful fetch and served from the
/// saved copy when the backend cannot be used.
struct LiveOrdersService: OrdersService {
    let http: any HTTPClient
    let cache: OrdersCache
    let clock: WallClock
    var logger = Logger(label: "mosaic.orders")

    func orders() async -> OrdersLoad {
        await OfflineCopy.load(
            "the orders", logger: logger, fetch: fetchList, save: cache.save, saved: cache.load)
    }

    private func fetchList() async throws(NetworkError) -> OrdersSnapshot {
        let response = try await http.send(OrdersAPI.list)
        let (orders, skipped) = try OrderMapper.decodeList(response.body)
        if skipped > 0 { logger.warning("Left out \(skipped) unreadable orders") }
        return OrdersSnapshot(items: orders, skipped: skipped, syncedAt: clock.now(), source: .server)
    }

    func order(id: String) async -> OrderDetailLoad {
        let failure: NetworkError
        do {
            let response = try await http.send(OrdersAPI.detail(id: id))
            let order = try OrderMapper.decodeDetail(response.body)
            let now = clock.now()
            do {
                try await cache.save(order, syncedAt: now)
            } catch {
                logger.error("Could not save order \(id) for offline use: \(error)")
            }
            return OrderDetailLoad(order: order, source: .server, syncedAt: now)
        } catch {
            failure = error
        }
        logger.notice("Using the saved copy of order \(id): \(failure)")
        do {
            let saved = try await cache.order(id: id)
            return OrderDetailLoad(
                order: saved?.order, source: .savedList, syncedAt: saved?.syncedAt, failure: failure)
        } catch {
            logger.error("Reading the saved order \(id) failed: \(error)")
            return OrderDetailLoad(order: nil, source: .savedList, syncedAt: nil, failure: failure)
        }
    }
}
