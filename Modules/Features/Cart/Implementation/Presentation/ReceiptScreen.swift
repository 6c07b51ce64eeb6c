import CartInterface
import TerminalUI

/// One kept receipt.
final class ReceiptScreen: SheetScreen {
    init(receipt: OrderReceipt, texts: StoreTexts) {
        super.init(title: receipt.reference) { width in
            ReceiptLines(texts: texts).receipt(receipt, width: width)
        }
    }
}
