import PacksInterface

/// THE table of what each status means for the list: its order number (10 apart, higher shows
/// first), its group, and which of the parcel's dates matters most for it. Grouping, sorting and
/// the date shown on each row all read this table and nothing else.
enum PackStatusRules {
    /// What one status means for the list.
    struct Rule: Hashable, Sendable {
        /// The status order number; sorted descending within a group.
        let order: Int
        /// The section the status belongs to.
        let group: PackGroup
        /// The dates worth showing for the status, most relevant first (the first present one wins).
        let dates: [PackDateRole]
    }

    private static let waiting: [PackDateRole] = [.pickUpBy, .storedOn, .pickedUpOn]
    private static let moving: [PackDateRole] = [.storedOn, .pickUpBy, .pickedUpOn]
    private static let delivered: [PackDateRole] = [.pickedUpOn, .storedOn]
    // A returned parcel was usually never picked up: when its pickup time ran out matters.
    private static let returned: [PackDateRole] = [.pickedUpOn, .expiredOn, .storedOn]
    private static let expired: [PackDateRole] = [.expiredOn, .storedOn, .pickedUpOn]

    /// The rule of a known status (a switch, so a new status cannot be added without its rule).
    static func rule(for status: KnownPackStatus) -> Rule {
        switch status {
        case .created: Rule(order: 10, group: .inTransit, dates: moving)
        case .notReady: Rule(order: 20, group: .inTransit, dates: moving)
        case .confirmed: Rule(order: 30, group: .inTransit, dates: moving)
        case .adoptedAtSourceBranch: Rule(order: 40, group: .inTransit, dates: moving)
        case .sentFromSourceBranch: Rule(order: 50, group: .inTransit, dates: moving)
        case .adoptedAtSortingCenter: Rule(order: 60, group: .inTransit, dates: moving)
        case .sentFromSortingCenter: Rule(order: 70, group: .inTransit, dates: moving)
        case .other: Rule(order: 80, group: .inTransit, dates: moving)
        case .delivered: Rule(order: 90, group: .completed, dates: delivered)
        case .returnedToSender: Rule(order: 100, group: .completed, dates: returned)
        case .avizo: Rule(order: 110, group: .inTransit, dates: waiting)
        case .outForDelivery: Rule(order: 120, group: .inTransit, dates: waiting)
        case .readyToPickup: Rule(order: 130, group: .inTransit, dates: waiting)
        // Still in transit: an expired pickup needs the user's attention.
        case .pickupTimeExpired: Rule(order: 140, group: .inTransit, dates: expired)
        }
    }

    /// The rule of every status the app does not know: last in its group, still in transit.
    static let unsupported = Rule(order: -1, group: .inTransit, dates: moving)

    /// The rule of any status.
    static func rule(for status: PackStatus) -> Rule {
        switch status {
        case .known(let known): rule(for: known)
        case .unsupported: unsupported
        }
    }
}
