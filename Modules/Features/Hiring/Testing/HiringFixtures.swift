import Foundation
import HiringInterface
import Networking

/// Hiring data of our own making, with the backend's shape.
public enum HiringFixtures {
    /// A small list: three lists, names whose numbers sort differently as text and naturally, a
    /// tie on name, and items without a name (null, empty, whitespace) in each list.
    public static let items: [HiringItem] = [
        HiringItem(id: 10, listId: 2, name: "Item 10"),
        HiringItem(id: 2, listId: 2, name: "Item 2"),
        HiringItem(id: 31, listId: 1, name: nil),
        HiringItem(id: 9, listId: 1, name: "Item 9"),
        HiringItem(id: 100, listId: 1, name: "Item 100"),
        HiringItem(id: 12, listId: 1, name: "Item 12"),
        HiringItem(id: 40, listId: 2, name: ""),
        HiringItem(id: 41, listId: 2, name: "  \t"),
        HiringItem(id: 8, listId: 3, name: "Item 8"),
        HiringItem(id: 7, listId: 3, name: "Item 8"),
        HiringItem(id: 50, listId: 3, name: nil),
    ]

    /// A snapshot of `items` synced at `syncedAt` from `source`.
    public static func snapshot(
        _ items: [HiringItem] = items, skipped: Int = 0,
        syncedAt: Date = Date(timeIntervalSince1970: 1_795_348_800),
        source: ContentSource = .server
    ) -> HiringSnapshot {
        HiringSnapshot(items: items, skipped: skipped, syncedAt: syncedAt, source: source)
    }

    /// `count` items spread over `lists` lists, about one in ten without a name; deterministic.
    public static func many(_ count: Int, lists: Int = 4) -> [HiringItem] {
        (0..<count).map { index in
            let id = index + 1
            let listId = index % max(1, lists) + 1
            return HiringItem(id: id, listId: listId, name: id % 10 == 0 ? nil : "Item \(id)")
        }
    }
}
