import TerminalUI
import TransactionsInterface

/// One transaction: the partner as the heading and the description first, the other fields
/// below it as secondary information.
@MainActor
final class TransactionDetailScreen: Screen {
    let transaction: Transaction
    private let presenter: TransactionsPresenter

    init(transaction: Transaction, presenter: TransactionsPresenter) {
        self.transaction = transaction
        self.presenter = presenter
    }

    var title: String { transaction.partnerDisplayName }

    func render(in context: RenderContext) -> [StyledLine] {
        let strings = presenter.localizer
        let amount = transaction.amount
        let sheet = DetailSheet(
            transaction.partnerDisplayName,
            rows: [
                DetailRow(
                    strings[TransactionsStrings.detailDescription], presenter.description(of: transaction),
                    style: transaction.description == nil ? .muted : .bold),
                DetailRow(
                    strings[TransactionsStrings.detailAmount], presenter.amount(amount),
                    style: amount.amount < 0 ? .danger : .success),
                DetailRow(
                    strings[TransactionsStrings.detailBookingDate],
                    presenter.dayAndTime(transaction.bookingDate),
                    style: .secondary),
                DetailRow(
                    strings[TransactionsStrings.detailCategory], presenter.category(transaction.category),
                    style: .secondary),
                DetailRow(strings[TransactionsStrings.detailReference], transaction.reference, style: .muted),
            ])
        return [.blank] + sheet.lines(width: context.width)
    }
}
