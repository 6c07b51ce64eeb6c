import CartInterface
import PricingInterface
import TerminalUI

/// The cart under the product list: its heading, one block per product (the product row and
/// its discount rows) and the totals. When the blocks are taller than the room left, they
/// scroll like a list: the selected product's block stays in view, and "↑ n more rows above" /
/// "↓ n more rows below" say what is out of view.
struct CartPane {
    let texts: StoreTexts
    let unitCount: Int
    let pricing: Result<PricedBasket, PricingError>?

    /// Every row, unscrolled (what the layout measures).
    func lines(width: Int) -> [StyledLine] {
        let parts = parts(width: width)
        return [parts.header] + parts.blocks.flatMap(\.rows) + parts.totals
    }

    /// At most `height` rows, scrolled from `window` so the block of `selectedCode` (when in the
    /// cart) is visible; `window` keeps the scroll position between frames.
    func lines(width: Int, height: Int, selectedCode: String?, window: inout ListState) -> [StyledLine] {
        let parts = parts(width: width)
        let rows = parts.blocks.flatMap(\.rows)
        guard 1 + rows.count + parts.totals.count > height, height > 0 else { return lines(width: width) }
        // Two rows mark what is scrolled out of view, above and below.
        let viewport = max(1, height - 1 - parts.totals.count - 2)
        let layout = ListLayout(sectionSizes: [rows.count], hasHeaders: false)
        if let block = parts.blocks.firstIndex(where: { $0.code == selectedCode }) {
            let first = parts.blocks.prefix(block).reduce(0) { $0 + $1.rows.count }
            // The block's last row, then its first, so as much of it as fits is shown from the top.
            window.select(first + parts.blocks[block].rows.count - 1, in: layout, viewport: viewport)
            window.select(first, in: layout, viewport: viewport)
        }
        let offset = window.resolved(in: layout, viewport: viewport).offset
        let visible = Array(rows.dropFirst(offset).prefix(viewport))
        let above = offset
        let below = rows.count - offset - visible.count
        return [parts.header, marker(CartStrings.moreAbove, count: above)] + visible
            + [marker(CartStrings.moreBelow, count: below)] + parts.totals
    }

    private func marker(_ key: CartStrings, count: Int) -> StyledLine {
        count > 0 ? StyledLine("   " + texts.localizer.plural(key, count: count), style: .muted) : .blank
    }

    private func parts(width: Int) -> (
        header: StyledLine, blocks: [(code: String, rows: [StyledLine])], totals: [StyledLine]
    ) {
        let header = StyledLine([
            Span(texts.localizer[CartStrings.sectionCart], style: .accent.bold), Span("  "),
            Span(texts.items(unitCount), style: .muted),
        ])
        switch pricing {
        case .failure(let error):
            return (header, [("", [StyledLine("   " + texts.pricingFailure(error), style: .danger)])], [])
        case .success(let basket) where !basket.lines.isEmpty:
            let receipt = ReceiptBuilder(describer: texts.describer).receipt(
                for: basket, paidAt: basket.pricedAt, paymentReference: "")
            let lines = ReceiptLines(texts: texts)
            let blocks = receipt.lines.map { ($0.code, lines.items([$0], width: width)) }
            let totals = lines.totals(
                subtotal: basket.subtotal, savings: basket.savings, total: basket.total, width: width)
            return (header, blocks, totals)
        default:
            return (
                header, [("", [StyledLine("   " + texts.localizer[CartStrings.cartEmpty], style: .muted)])],
                []
            )
        }
    }
}
