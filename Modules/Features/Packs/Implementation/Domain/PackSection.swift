import PacksInterface

/// One group of the list with its parcels in list order.
public struct PackSection: Hashable, Sendable {
    /// The group.
    public let group: PackGroup
    /// The parcels, sorted.
    public let packs: [Pack]

    /// `packs` (already sorted) split into every group, in ``PackGroup`` order, keeping their order;
    /// empty groups are included so callers decide whether to show them.
    static func grouping(sorted packs: [Pack]) -> [PackSection] {
        // One array per group, appended in place (no dictionary lookup per parcel).
        var byGroup = PackGroup.allCases.map { _ in [Pack]() }
        for pack in packs {
            let group = PackStatusRules.rule(for: pack.status).group
            guard let index = PackGroup.allCases.firstIndex(of: group) else { continue }
            byGroup[index].append(pack)
        }
        return zip(PackGroup.allCases, byGroup).map { PackSection(group: $0, packs: $1) }
    }
}
