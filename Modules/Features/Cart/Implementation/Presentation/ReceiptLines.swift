import CartInterface
import Formatting
import TerminalUI

/// Draws basket and receipt rows: one row per product with its amount, one per discount with
/// the saving, and the totals; amounts flush right.
struct ReceiptLines: Sendable {
    let texts: StoreTexts

    /// The product rows and their discount rows.
    func items(_ lines: [ReceiptLine], width: Int) -> [StyledLine] {
        lines.flatMap { line -> [StyledLine] in
            let quantity = texts.localizer.string(
                CartStrings.lineQuantity,
                ["quantity": texts.formatters.number(line.quantity), "name": line.name])
            let unit = texts.localizer.string(
                CartStrings.lineUnitPrice, ["price": texts.money(line.unitPrice)])
            let item = StyledLine.spread(
                StyledLine([Span("   " + quantity), Span("  " + unit, style: .muted)]),
                StyledLine([Span(texts.money(line.subtotal)), Span(" ")]), width: width)
            let discounts = line.discounts.map { discount in
                StyledLine.spread(
                    StyledLine([
                        Span("       " + discount.name, style: .success),
                        Span(" · " + discount.explanation, style: .muted),
                    ]),
                    StyledLine([Span(texts.saving(discount.saved), style: .success), Span(" ")]), width: width
                )
            }
            return [item] + discounts
        }
    }

    /// Subtotal, savings (when any) and total.
    func totals(subtotal: Money, savings: Money, total: Money, width: Int) -> [StyledLine] {
        func row(_ label: String, _ amount: String, style: Style) -> StyledLine {
            StyledLine.spread(
                StyledLine([Span("   " + label, style: style)]),
                StyledLine([Span(amount, style: style), Span(" ")]),
                width: width)
        }
        var rows = [row(texts.localizer[CartStrings.subtotal], texts.money(subtotal), style: .muted)]
        if savings.amount != 0 {
            rows.append(row(texts.localizer[CartStrings.savings], texts.money(savings), style: .success))
        }
        rows.append(row(texts.localizer[CartStrings.total], texts.money(total), style: .bold))
        return rows
    }

    /// A whole receipt: heading rows, items, totals and the payment reference.
    func receipt(_ receipt: OrderReceipt, width: Int) -> [StyledLine] {
        let localizer = texts.localizer
        let heading = StyledLine(
            " " + localizer.string(CartStrings.receiptTitle, ["reference": receipt.reference]),
            style: .accent.bold)
        let paid = StyledLine(
            " "
                + localizer.string(
                    CartStrings.receiptPaid,
                    ["date": texts.formatters.date(receipt.placedAt, style: .dateTime)]),
            style: .muted)
        let reference = StyledLine(
            " " + localizer.string(CartStrings.receiptReference, ["code": receipt.paymentReference]),
            style: .muted)
        return [heading, paid, .blank] + items(receipt.lines, width: width) + [.blank]
            + totals(subtotal: receipt.subtotal, savings: receipt.savings, total: receipt.total, width: width)
            + [.blank, reference]
    }
}
