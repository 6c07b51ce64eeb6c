import Foundation
import PacksInterface
import TerminalUI

/// Turns a parcel into a list row: sender, status and shipment type in columns, the date that
/// matters for the status on the right. Column widths depend only on the width, so rows built
/// one window at a time line up.
struct PackRowFormatter {
    let texts: PackTexts
    let width: Int
    /// The moment deadlines are judged at.
    let now: Date

    /// The cells reserved on the right for the date.
    private static let dateWidth = 28
    /// The cells the list puts before every row (selection marker).
    private static let markerWidth = 3

    /// The row for `pack`.
    func row(for pack: Pack) -> ListRow {
        let columns = self.columns
        let shipment =
            columns.shipment > 2
            ? "\(texts.shipmentIcon(pack.shipmentType)) \(texts.shipmentType(pack.shipmentType))"
            : texts.shipmentIcon(pack.shipmentType)
        let title = [
            TextWidth.pad(pack.sender, toWidth: columns.sender),
            TextWidth.pad(texts.status(pack.status), toWidth: columns.status),
            TextWidth.truncate(shipment, toWidth: columns.shipment),
        ].joined(separator: "  ")
        let rule = PackStatusRules.rule(for: pack.status)
        // A deadline that passed needs attention even before the server says "expired".
        let isExpired =
            pack.status == .known(.pickupTimeExpired) || PackKeyDate.deadlineHasPassed(for: pack, now: now)
        let style: Style =
            switch pack.status {
            case _ where isExpired: .warning
            case .known(.readyToPickup): .success
            case .unsupported: .secondary
            default: rule.group == .completed ? .muted : .plain
            }
        let dateStyle: Style = isExpired ? .warning : .muted
        return ListRow(title, detail: texts.keyDate(of: pack, now: now), style: style, detailStyle: dateStyle)
    }

    /// Widths of the sender, status and shipment columns.
    private var columns: (sender: Int, status: Int, shipment: Int) {
        let available = max(12, width - Self.markerWidth - Self.dateWidth - 4)
        // Narrow terminals keep only the shipment icon.
        let shipment = available >= 60 ? 16 : 1
        let rest = available - shipment
        let sender = max(6, rest * 2 / 5)
        return (sender, max(6, rest - sender), shipment)
    }
}
