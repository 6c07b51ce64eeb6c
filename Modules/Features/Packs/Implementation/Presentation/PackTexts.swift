import AppCore
import Formatting
import Foundation
import Localization
import Networking
import PacksInterface
import RemoteContent

/// Every user-facing word about parcels in the user's language: statuses, groups, dates, errors.
/// Screens and subcommands share it, so the list, the details and `packs list` always agree.
public struct PackTexts: Sendable {
    /// The strings.
    public let localizer: Localizer
    /// Dates and numbers.
    public let formatters: Formatters

    /// Texts in `localizer`'s language, formatted with `formatters`.
    public init(localizer: Localizer, formatters: Formatters) {
        self.localizer = localizer
        self.formatters = formatters
    }

    /// The status as the user reads it ("Gotowa do odbioru"); unsupported ones read "Other".
    public func status(_ status: PackStatus) -> String {
        guard case .known(let known) = status else { return localizer[PacksStrings.statusUnsupported] }
        let key: PacksStrings =
            switch known {
            case .created: .statusCreated
            case .notReady: .statusNotReady
            case .confirmed: .statusConfirmed
            case .adoptedAtSourceBranch: .statusAdoptedAtSourceBranch
            case .sentFromSourceBranch: .statusSentFromSourceBranch
            case .adoptedAtSortingCenter: .statusAdoptedAtSortingCenter
            case .sentFromSortingCenter: .statusSentFromSortingCenter
            case .other: .statusOther
            case .delivered: .statusDelivered
            case .returnedToSender: .statusReturnedToSender
            case .avizo: .statusAvizo
            case .outForDelivery: .statusOutForDelivery
            case .readyToPickup: .statusReadyToPickup
            case .pickupTimeExpired: .statusPickupTimeExpired
            }
        return localizer[key]
    }

    /// The group's section title.
    public func group(_ group: PackGroup) -> String {
        switch group {
        case .inTransit: localizer[PacksStrings.groupInTransit]
        case .completed: localizer[PacksStrings.groupCompleted]
        }
    }

    /// The shipment type's label.
    public func shipmentType(_ type: ShipmentType) -> String {
        switch type {
        case .parcelLocker: localizer[PacksStrings.shipmentParcelLocker]
        case .courier: localizer[PacksStrings.shipmentCourier]
        case .unsupported: localizer[PacksStrings.shipmentUnsupported]
        }
    }

    /// A one-cell mark for the shipment type, so rows scan quickly.
    public func shipmentIcon(_ type: ShipmentType) -> String {
        switch type {
        case .parcelLocker: "▤"
        case .courier: "⇢"
        case .unsupported: "?"
        }
    }

    /// The date that matters for the parcel's status at `now`, with its meaning ("odbierz do
    /// 29 lis 2022"); a pickup deadline already past reads as expired ("termin minął 29 lis 2022").
    public func keyDate(of pack: Pack, now: Date) -> String {
        guard let keyDate = PackKeyDate(for: pack, now: now) else { return "" }
        return self.keyDate(role: keyDate.role, date: keyDate.date)
    }

    /// The text ``keyDate(of:now:)`` writes for `role` and `date`.
    func keyDate(role: PackDateRole, date: Date) -> String {
        let key: PacksStrings =
            switch role {
            case .pickUpBy: .datePickUpBy
            case .expiredOn: .dateExpiredOn
            case .pickedUpOn: .datePickedUpOn
            case .storedOn: .dateStoredOn
            }
        return localizer.string(key, ["date": formatters.date(date, style: .date)])
    }

    /// A full date and time for the details, or the word for "none".
    public func detailDate(_ date: Date?) -> String {
        date.map { formatters.date($0, style: .dateTime) } ?? localizer[PacksStrings.detailNone]
    }

    /// The pickup deadline for the details, marked when it passed before `now` while the parcel
    /// still waits ("Mar 13, 2025 at 6:00 PM (deadline passed)"), or the word for "none".
    public func detailDeadline(of pack: Pack, now: Date) -> String {
        let date = detailDate(pack.expiryDate)
        guard PackKeyDate.deadlineHasPassed(for: pack, now: now) else { return date }
        return localizer.string(PacksStrings.detailDeadlinePassed, ["date": date])
    }

    /// A sync time: absolute, and relative to `now` ("29 lis 2022, 10:00 (2 godziny temu)").
    public func syncTime(_ date: Date, now: Date) -> String {
        "\(formatters.date(date, style: .dateTime)) (\(formatters.relative(date, to: now)))"
    }

    /// What went wrong, as a sentence; when the server could not be reached, it adds that no
    /// parcels are saved on this device either (else the saved ones would be showing).
    public func error(_ error: NetworkError) -> String {
        // The pattern every feature's banner follows (RemoteContent's FreshnessWording): what is
        // missing when offline, else what could not be loaded, each with the shared reason.
        let message = error.message(localizer)
        return error.isConnectivity
            ? "\(message) \(localizer[PacksStrings.errorNothingSaved])"
            : localizer.string(PacksStrings.errorUnavailable, ["reason": message])
    }

    /// The banner text for showing stored parcels because loading failed with `error`.
    public func staleDataNotice(_ error: NetworkError, syncedAt: Date, now: Date) -> String {
        let time = syncTime(syncedAt, now: now)
        if error.isOffline { return localizer.string(PacksStrings.noticeOffline, ["time": time]) }
        return localizer.string(
            PacksStrings.noticeLoadFailed, ["reason": error.message(localizer), "time": time])
    }

    /// "7 przesyłek", plural-aware.
    public func count(_ count: Int) -> String {
        localizer.plural(PacksStrings.summaryCount, count: count)
    }

    /// "1 z 17 przesyłek": how many of `count` parcels a search shows.
    public func count(_ matches: Int, of count: Int) -> String {
        localizer.plural(PacksStrings.summaryCountOf, count: count, ["matches": formatters.number(matches)])
    }

    /// "1 parcel from the server could not be read and is left out", or nil when none was (the
    /// note every listing says: ``SkippedCountStrings/skippedNote(_:_:)``).
    public func skipped(_ count: Int) -> String? {
        PacksStrings.skippedNote(count, localizer)
    }

    /// "2 w archiwum", plural-aware.
    public func archivedCount(_ count: Int) -> String {
        localizer.plural(PacksStrings.summaryArchived, count: count)
    }

    /// "1 z 2 w archiwum": how many of `count` archived parcels a search shows.
    public func archivedCount(_ matches: Int, of count: Int) -> String {
        localizer.plural(
            PacksStrings.summaryArchivedOf, count: count, ["matches": formatters.number(matches)])
    }

    /// The translation of a Packs key.
    subscript(_ key: PacksStrings) -> String { localizer[key] }
}
