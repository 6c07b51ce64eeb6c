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
        var byGroup: [PackGroup: [Pack]] = [:]
        for pack in packs {
            byGroup[PackStatusRules.rule(for: pack.status).group, default: []].append(pack)
        }
        return PackGroup.allCases.map { PackSection(group: $0, packs: byGroup[$0] ?? []) }
    }
}
