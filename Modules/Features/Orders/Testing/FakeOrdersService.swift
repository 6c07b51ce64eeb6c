import Foundation
import Networking
import OrdersInterface
import Synchronization

/// An ``OrdersService`` for tests and demos: answers list loads with the next scripted result
/// and detail loads of each id with the next scripted detail (the last one repeats), counting calls.
public final class FakeOrdersService: OrdersService {
    private struct Script {
        var lists: [OrdersLoad]
        var details: [String: [OrderDetailLoad]]
        var listCalls = 0
        var detailCalls: [String: Int] = [:]
    }

    private let script: Mutex<Script>

    /// A service answering lists with `lists` in turn (at least one) and details with `details`.
    public init(lists: [OrdersLoad], details: [String: [OrderDetailLoad]] = [:]) {
        precondition(!lists.isEmpty, "FakeOrdersService needs at least one list result")
        script = Mutex(Script(lists: lists, details: details))
    }

    /// A service serving `snapshot` fresh, and each of its orders' details fresh at its sync time.
    public convenience init(snapshot: OrdersSnapshot = OrderFixtures.snapshot()) {
        self.init(
            lists: [OrdersLoad(snapshot: snapshot)],
            details: Dictionary(
                snapshot.items.map {
                    ($0.id, [OrderDetailLoad(order: $0, source: .server, syncedAt: snapshot.syncedAt)])
                }, uniquingKeysWith: { first, _ in first }))
    }

    /// How many times ``orders()`` was called.
    public var listLoadCount: Int { script.withLock { $0.listCalls } }

    /// How many times ``order(id:)`` was called for `id`.
    public func detailLoadCount(_ id: String) -> Int { script.withLock { $0.detailCalls[id] ?? 0 } }

    public func orders() async -> OrdersLoad {
        script.withLock { script in
            defer { script.listCalls += 1 }
            return script.lists[min(script.listCalls, script.lists.count - 1)]
        }
    }

    public func order(id: String) async -> OrderDetailLoad {
        script.withLock { script in
            let call = script.detailCalls[id] ?? 0
            script.detailCalls[id] = call + 1
            guard let answers = script.details[id], !answers.isEmpty else {
                return OrderDetailLoad(
                    order: nil, source: .savedList, syncedAt: nil,
                    failure: .httpStatus(code: 404, bodyExcerpt: #"{"error":"No such order"}"#))
            }
            return answers[min(call, answers.count - 1)]
        }
    }
}
