import AppCore
import CartInterface
import CatalogInterface
import Formatting
import Output

extension StoreTexts {
    /// A receipt as the table `price`, `cart` and `checkout` print.
    func receiptTable(_ receipt: OrderReceipt) -> String {
        let texts = self
        var rows: [[String]] = []
        for line in receipt.lines {
            rows.append([
                line.code, line.name, texts.formatters.number(line.quantity), texts.money(line.unitPrice),
                texts.money(line.subtotal),
            ])
            for discount in line.discounts {
                rows.append([
                    "", "  − \(discount.name) (\(discount.explanation))", "", "",
                    texts.saving(discount.saved),
                ])
            }
        }
        rows.append(["", localizer[CartStrings.subtotal], "", "", texts.money(receipt.subtotal)])
        rows.append(["", localizer[CartStrings.savings], "", "", texts.money(receipt.savings)])
        rows.append(["", localizer[CartStrings.total], "", "", texts.money(receipt.total)])
        return TextTable(
            columns: [
                .init(localizer[CartStrings.columnCode]), .init(localizer[CartStrings.columnProduct]),
                .init(localizer[CartStrings.columnQuantity], alignment: .right),
                .init(localizer[CartStrings.columnUnitPrice], alignment: .right),
                .init(localizer[CartStrings.columnAmount], alignment: .right),
            ], rows: rows
        ).render()
    }

    /// An unknown product code (exit 65), naming the known ones and a near match; the code is
    /// quoted as typed ids are (control characters escaped, at most 200 characters).
    func unknownCode(_ code: String, in snapshot: CatalogSnapshot) -> CommandFailure {
        let texts = self
        let known = snapshot.products.map(\.code)
        var message = texts.localizer.string(
            CartStrings.priceUnknownCode,
            ["code": UsageText.bounded(code), "codes": known.joined(separator: ", ")])
        if let match = known.first(where: { $0.caseInsensitiveCompare(code) == .orderedSame }) {
            message += " " + texts.localizer.string(CartStrings.priceSuggestion, ["code": match])
        }
        return CommandFailure(message, exitCode: ExitStatus.dataError)
    }
}
