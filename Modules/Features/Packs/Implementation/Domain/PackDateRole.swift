import Foundation
import PacksInterface

/// Which of a parcel's dates a row shows, and what it says about it.
enum PackDateRole: Hashable, Sendable, CaseIterable {
    /// The expiry date, as the last day to pick the parcel up.
    case pickUpBy
    /// The expiry date, as the day the pickup time ran out.
    case expiredOn
    /// The pickup date.
    case pickedUpOn
    /// The stored date.
    case storedOn

    /// The date of `pack` this role reads.
    func date(of pack: Pack) -> Date? {
        switch self {
        case .pickUpBy, .expiredOn: pack.expiryDate
        case .pickedUpOn: pack.pickUpDate
        case .storedOn: pack.storedDate
        }
    }
}

/// The date that matters for a parcel's status, with its role.
struct PackKeyDate: Hashable, Sendable {
    /// What the date means.
    let role: PackDateRole
    /// The date.
    let date: Date

    /// The first present date among the roles the status's rule lists, or nil when it has none.
    init?(for pack: Pack) {
        for role in PackStatusRules.rule(for: pack.status).dates {
            if let date = role.date(of: pack) {
                self.role = role
                self.date = date
                return
            }
        }
        return nil
    }
}
