import AppCore
import Foundation
import Networking
import OrdersInterface
import TerminalUI

/// The body of the details screen for one order, laid out for a width.
struct OrderDetailLayout {
    let texts: OrdersTexts

    /// The freshness banner (its times worded against `now`, the frame's instant, or the last
    /// poll's when nil), the order's facts, then its timeline.
    func lines(_ content: OrderDetailContent, width: Int, depth: ColorDepth = .none, now: Date? = nil)
        -> [StyledLine]
    {
        var lines = freshness(content, width: width, now: now)
        lines.append(.blank)
        lines += DetailSheet(rows: facts(content.order)).lines(width: width)
        lines.append(.blank)
        lines += DetailSheet(texts.localizer[OrdersStrings.timeline], rows: timeline(content.order)).lines(
            width: width)
        if content.order.status == .delivered, let reference = content.order.deliveryPhoto {
            let title = texts.localizer[OrdersStrings.detailPhoto]
            lines += [.blank, StyledLine(" " + title, style: .accent.bold).truncated(to: width)]
            if let image = DeliveryPhotos.image(reference) {
                lines += DeliveryPhotoView(image: image, label: "\(title): \(reference)").lines(
                    width: width, depth: depth)
            } else {
                // A photo this app has no picture for: said in words, the server's name sanitized.
                let unavailable = texts.localizer.string(
                    OrdersStrings.detailPhotoUnavailable, ["name": TextSanitizer.sanitize(reference)])
                lines.append(StyledLine(" " + unavailable, style: .muted).truncated(to: width))
            }
        }
        return lines
    }

    /// Fresh ("Synced 5 seconds ago"), the list's copy (the fetch failed), or stale after a failed poll.
    func freshness(_ content: OrderDetailContent, width: Int, now: Date? = nil) -> [StyledLine] {
        let localizer = texts.localizer
        let relative = texts.formatters.relative(content.syncedAt, to: now ?? content.now)
        guard let failure = content.failure else {
            return [
                StyledLine(
                    " " + localizer.string(OrdersStrings.detailSynced, ["relative": relative]), style: .muted
                )
                .truncated(to: width)
            ]
        }
        let reason = failure.message(localizer)
        let key = content.source == .savedList ? OrdersStrings.detailFallback : OrdersStrings.detailStale
        return Banner(
            failure.isOffline ? .offline : .error,
            localizer.string(key, ["reason": reason, "relative": relative])
        ).lines(width: width)
    }

    /// Id, status, parties, then what matters for the status: location, driver, estimate.
    func facts(_ order: Order) -> [DetailRow] {
        let localizer = texts.localizer
        var rows = [
            DetailRow(localizer[OrdersStrings.detailId], order.id),
            DetailRow(
                localizer[OrdersStrings.detailStatus], texts.status(order.status),
                style: texts.style(order.status).bold),
            DetailRow(localizer[OrdersStrings.detailFrom], "\(order.sender.name), \(order.sender.address)"),
            DetailRow(
                localizer[OrdersStrings.detailTo], "\(order.recipient.name), \(order.recipient.address)"),
        ]
        if order.status != .delivered, let location = order.lastLocation {
            let when = location.updatedAt.map { " (\(texts.dateTime($0)))" } ?? ""
            rows.append(DetailRow(localizer[OrdersStrings.detailLocation], location.label + when))
        }
        if order.status == .pending, let driver = order.driver {
            rows.append(
                DetailRow(
                    localizer[OrdersStrings.detailDriver],
                    [driver.name, driver.phone].compactMap { $0 }.joined(separator: ", ")))
        }
        if order.status != .delivered, let estimate = order.estimatedDelivery {
            rows.append(DetailRow(localizer[OrdersStrings.detailEstimated], texts.dateTime(estimate)))
        }
        return rows
    }

    /// Created → picked up → delivered, each with its time or "not yet".
    func timeline(_ order: Order) -> [DetailRow] {
        let localizer = texts.localizer
        let notYet = localizer[OrdersStrings.timelineNotYet]
        func step(_ key: OrdersStrings, _ date: Date?) -> DetailRow {
            DetailRow(
                (date == nil ? "○ " : "● ") + localizer[key], date.map(texts.dateTime) ?? notYet,
                style: date == nil ? .muted : .plain)
        }
        return [
            step(.timelineCreated, order.startedAt),
            step(.timelinePickedUp, order.pickedUpAt),
            step(.timelineDelivered, order.status == .delivered ? order.deliveredAt : nil),
        ]
    }
}
