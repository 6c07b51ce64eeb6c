import Foundation
import PacksInterface

/// A fetched parcel list prepared for display: sorted once, indexed by id, split by archive state.
public struct PackCatalog: Hashable, Sendable {
    /// Every parcel, in list order (status order, dates, id).
    public let sorted: [Pack]
    /// When the list was fetched from the server.
    public let syncedAt: Date
    /// By id as a key: a million ids as text would each be made to index them.
    private let positions: [PackIDKey: Int]

    /// Prepares `snapshot` (sorting it, which is the expensive part, happens here only).
    public init(_ snapshot: PacksSnapshot) {
        sorted = PackOrdering.sorted(snapshot.items)
        syncedAt = snapshot.syncedAt
        // A duplicated id resolves to the first occurrence in list order.
        positions = Dictionary(
            sorted.enumerated().map { ($1.idKey, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the list has no parcels at all.
    public var isEmpty: Bool { sorted.isEmpty }

    /// The parcel with `id`, if the list has it.
    public func pack(id: String) -> Pack? {
        positions[PackIDKey(id)].map { sorted[$0] }
    }

    /// The groups of the parcels that are (`archived: true`) or are not archived, in list order.
    func sections(archivedIDs: Set<String>, archived: Bool) -> [PackSection] {
        let keys = Set(archivedIDs.map(PackIDKey.init))
        return PackSection.grouping(sorted: sorted.filter { keys.contains($0.idKey) == archived })
    }
}
