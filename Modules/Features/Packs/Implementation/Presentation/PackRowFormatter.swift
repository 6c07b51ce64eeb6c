import Foundation
import PacksInterface
import TerminalUI

/// Turns a parcel into a list row: sender, status and shipment type in columns, the date that
/// matters for the status on the right. Column widths depend only on the width and on what the
/// whole list needs (``PackColumnNeeds``), so rows built one window at a time line up.
struct PackRowFormatter {
    let texts: PackTexts
    let width: Int
    /// The moment deadlines are judged at.
    let now: Date
    /// Widths of the sender, status and shipment columns, decided once for every row.
    private let columns: (sender: Int, status: Int, shipment: Int)

    /// Rows at `width` for a list whose statuses and dates need `needs`.
    init(texts: PackTexts, width: Int, now: Date, needs: PackColumnNeeds) {
        self.texts = texts
        self.width = width
        self.now = now
        self.columns = Self.columns(texts: texts, width: width, needs: needs)
    }

    /// The cells the list puts before every row (selection marker).
    private static let markerWidth = 3

    /// The row for `pack`.
    func row(for pack: Pack) -> ListRow {
        let shipment =
            columns.shipment > 2
            ? "\(texts.shipmentIcon(pack.shipmentType)) \(texts.shipmentType(pack.shipmentType))"
            : texts.shipmentIcon(pack.shipmentType)
        let title = [
            TextWidth.pad(TextWidth.truncate(pack.sender, toWidth: columns.sender), toWidth: columns.sender),
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

    /// Widths of the sender, status and shipment columns at `width` in the words of `texts`.
    private static func columns(texts: PackTexts, width: Int, needs: PackColumnNeeds)
        -> (sender: Int, status: Int, shipment: Int)
    {
        // The date on the right: its widest text in this list, the gap before it and the space
        // after it (``SectionedList``).
        let dateWidth = needs.date + 2
        let available = max(12, width - markerWidth - dateWidth - 4)
        // Narrow terminals keep only the shipment icon; wider ones the icon and the longest type
        // name of the language whole ("▤ Paczkomat", "? Andere Zustellung"), at most 24 cells.
        let longest =
            [ShipmentType.parcelLocker, .courier, .unsupported("")]
            .map { TextWidth.of(texts.shipmentType($0)) }.max() ?? 14
        let shipment = available >= 60 ? min(24, max(16, longest + 2)) : 1
        let rest = available - shipment
        // The status is the app's own word for where the parcel is: it stays whole, and the
        // sender (the server's data) gives up cells for it when two fifths are too many.
        var sender = max(6, rest * 2 / 5)
        if rest - sender < needs.status { sender = max(8, rest - needs.status) }
        return (sender, max(6, rest - sender), shipment)
    }
}
