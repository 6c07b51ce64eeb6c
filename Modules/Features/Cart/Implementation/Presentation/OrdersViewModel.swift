import CartInterface
import Observation

/// The order history, newest first.
@MainActor @Observable
final class OrdersViewModel {
    /// What the screen shows.
    enum State: Sendable, Hashable {
        case loading
        case loaded([OrderReceipt])
        case empty
        case failed(String)
    }

    private(set) var state = State.loading
    @ObservationIgnored private let history: any OrderHistoryProviding

    init(history: any OrderHistoryProviding) {
        self.history = history
    }

    /// Reads the kept receipts.
    func load() async {
        do {
            let orders = try await history.orders()
            state = orders.isEmpty ? .empty : .loaded(orders)
        } catch {
            state = .failed(String(describing: error))
        }
    }
}
