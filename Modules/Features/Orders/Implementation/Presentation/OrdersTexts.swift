import AppCore
import Formatting
import Foundation
import Localization
import Networking
import OrdersInterface
import RemoteContent
import TerminalUI

/// The orders' words that depend on state: statuses, filters, titles, banners, failures.
struct OrdersTexts: FreshnessWording {
    typealias Strings = OrdersStrings

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

    /// The list's title with its filter and count, e.g. "Orders · In transit (2)", and while a
    /// search shows `matches` of them, "Orders · In transit (1 of 2)".
    func title(filter: OrderFilter, count: Int?, matches: Int? = nil) -> String {
        let title = localizer[OrdersStrings.title]
        guard let count else { return title }
        let values = ["title": title, "filter": self.filter(filter), "count": formatters.number(count)]
        guard let matches else { return localizer.string(OrdersStrings.titleFiltered, values) }
        return localizer.string(
            OrdersStrings.titleSearched, values.merging(["matches": formatters.number(matches)]) { $1 })
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
