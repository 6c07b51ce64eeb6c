import CartInterface
import TerminalUI

/// One kept receipt.
@MainActor
final class OrderDetailScreen: Screen {
    private let receipt: OrderReceipt
    private let texts: StoreTexts

    init(receipt: OrderReceipt, texts: StoreTexts) {
        self.receipt = receipt
        self.texts = texts
    }

    var title: String { receipt.reference }

    func render(in context: RenderContext) -> [StyledLine] {
        [.blank] + ReceiptLines(texts: texts).receipt(receipt, width: context.width)
    }
}
