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

    /// Whether the pickup deadline of `pack` has passed at `now`: it is still on its way or waiting
    /// (not completed) and its expiry date is before `now`, whatever the server's status still says.
    let isPastDeadline: Bool

    /// The first present date among the roles the status's rule lists, or nil when it has none.
    /// A pickup deadline before `now` reads as expired, never as a date still to meet.
    init?(for pack: Pack, now: Date) {
        for role in PackStatusRules.rule(for: pack.status).dates {
            if let date = role.date(of: pack) {
                let isPastDeadline = Self.deadlineHasPassed(for: pack, now: now)
                self.role = role == .pickUpBy && isPastDeadline ? .expiredOn : role
                self.date = date
                self.isPastDeadline = isPastDeadline
                return
            }
        }
        return nil
    }

    /// Whether `pack` is not completed and its pickup deadline is before `now`.
    static func deadlineHasPassed(for pack: Pack, now: Date) -> Bool {
        guard PackStatusRules.rule(for: pack.status).group == .inTransit, let expiry = pack.expiryDate
        else { return false }
        return expiry < now
    }
}
