import OrdersInterface

/// Which orders the list shows; `--status` on the command line names the same choices.
enum OrderFilter: String, Sendable, Hashable, CaseIterable {
    case all
    case pending
    case inTransit = "in-transit"
    case delivered

    /// The orders that pass, in their order.
    func apply(to orders: [Order]) -> [Order] {
        orders.filter(includes)
    }

    /// Whether `order` passes (an unsupported status shows under All only).
    func includes(_ order: Order) -> Bool {
        switch self {
        case .all: true
        case .pending: order.status == .pending
        case .inTransit: order.status == .inTransit
        case .delivered: order.status == .delivered
        }
    }
}
