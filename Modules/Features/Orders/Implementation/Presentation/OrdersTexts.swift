import AppCore
import Formatting
import Foundation
import Localization
import Networking
import OrdersInterface
import TerminalUI

/// The orders' words that depend on state: statuses, filters, titles, banners, failures.
struct OrdersTexts: Sendable {
    let localizer: Localizer
    let formatters: Formatters

    /// The status in the user's language; an unsupported one shows its raw value.
    func status(_ status: OrderStatus) -> String {
        switch status {
        case .pending: localizer[OrdersStrings.statusPending]
        case .inTransit: localizer[OrdersStrings.statusInTransit]
        case .delivered: localizer[OrdersStrings.statusDelivered]
        case .unsupported(let raw): localizer.string(OrdersStrings.statusUnsupported, ["raw": raw])
        }
    }

    /// The style a status is drawn in.
    func style(_ status: OrderStatus) -> Style {
        switch status {
        case .pending: .accent
        case .inTransit: .primary
        case .delivered: .success
        case .unsupported: .warning
        }
    }

    /// The filter's name.
    func filter(_ filter: OrderFilter) -> String {
        switch filter {
        case .all: localizer[OrdersStrings.filterAll]
        case .pending: localizer[OrdersStrings.filterPending]
        case .inTransit: localizer[OrdersStrings.filterInTransit]
        case .delivered: localizer[OrdersStrings.filterDelivered]
        }
    }

    /// The list's title with its filter and count, e.g. "Orders · In transit (2)".
    func title(filter: OrderFilter, count: Int?) -> String {
        let title = localizer[OrdersStrings.title]
        guard let count else { return title }
        return localizer.string(
            OrdersStrings.titleFiltered,
            ["title": title, "filter": self.filter(filter), "count": formatters.number(count)])
    }

    /// The banner for orders that are not fresh from the server, if any.
    func banner(for failure: NetworkError?, snapshot: OrdersSnapshot, now: Date) -> Banner? {
        guard let failure else { return nil }
        let retry = KeyHint("r", localizer[OrdersStrings.hintRetry])
        let relative = formatters.relative(snapshot.syncedAt, to: now)
        if failure.isOffline {
            return Banner(
                .offline, localizer.string(OrdersStrings.bannerOffline, ["relative": relative]), action: retry
            )
        }
        return Banner(
            .error,
            localizer.string(
                OrdersStrings.bannerError, ["reason": failure.message(localizer), "relative": relative]),
            action: retry)
    }

    /// Where the orders came from, e.g. "Orders updated 2 minutes ago".
    func source(of snapshot: OrdersSnapshot, now: Date) -> String {
        localizer.string(
            snapshot.source == .server ? OrdersStrings.sourceServer : OrdersStrings.sourceCache,
            ["relative": formatters.relative(snapshot.syncedAt, to: now)])
    }

    /// The note about unreadable orders left out, if any.
    func skipped(_ count: Int) -> String? {
        count > 0 ? localizer.plural(OrdersStrings.skipped, count: count) : nil
    }

    /// The message when no orders at all are available.
    func failure(_ failure: NetworkError) -> String {
        localizer.string(
            failure.isConnectivity ? OrdersStrings.errorNothingSaved : OrdersStrings.errorUnavailable,
            ["reason": failure.message(localizer)])
    }

    /// A date and time in the user's time zone.
    func dateTime(_ date: Date) -> String {
        formatters.date(date, style: .dateTime)
    }

    /// What is newest about an order, for list rows and tables: its location, delivery or start.
    func lastUpdate(_ order: Order) -> String {
        if let deliveredAt = order.deliveredAt, order.status == .delivered { return dateTime(deliveredAt) }
        if let location = order.lastLocation {
            return location.updatedAt.map { "\(location.label), \(dateTime($0))" } ?? location.label
        }
        return dateTime(order.pickedUpAt ?? order.startedAt)
    }
}
