import TerminalUI
import TransactionsInterface

/// One transaction: the partner as the heading and the description first, the other fields
/// below it as secondary information.
final class TransactionDetailScreen: SheetScreen {
    init(transaction: Transaction, presenter: TransactionsTexts) {
        super.init(title: transaction.partnerDisplayName, sheet: Self.sheet(transaction, presenter))
    }

    private static func sheet(_ transaction: Transaction, _ presenter: TransactionsTexts) -> DetailSheet {
        let strings = presenter.localizer
        let amount = transaction.amount
        return DetailSheet(
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
    }
}
