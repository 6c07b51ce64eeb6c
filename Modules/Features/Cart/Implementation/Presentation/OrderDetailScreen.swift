import CartInterface
import TerminalUI

/// One kept receipt.
final class OrderDetailScreen: SheetScreen {
    init(receipt: OrderReceipt, texts: StoreTexts) {
        super.init(title: receipt.reference) { width in
            ReceiptLines(texts: texts).receipt(receipt, width: width)
        }
    }
}
