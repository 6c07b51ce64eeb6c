import TerminalUI
import TransactionsInterface

/// The category picker: "All categories" and each category present, with how many
/// transactions each holds; Enter applies the choice and goes back, Esc goes back unchanged.
final class CategoryFilterScreen: PickerScreen {
    init(model: TransactionsListViewModel, presenter: TransactionsTexts) {
        let choices = model.filterChoices
        let strings = presenter.localizer
        super.init(
            selection: choices.firstIndex(of: model.filter) ?? 0, topMargin: 1,
            title: { strings[TransactionsStrings.filterTitle] },
            keyHints: {
                [
                    KeyHint(KeyName.upDown, strings[TransactionsStrings.keyMove]),
                    KeyHint(KeyName.enter, strings[TransactionsStrings.keyChoose]),
                ]
            },
            options: {
                let all = model.allTransactions
                return choices.map { choice in
                    "\(presenter.filter(choice)) (\(presenter.formatters.number(choice.apply(to: all).count)))"
                }
            },
            current: { choices.firstIndex(of: model.filter) },
            choose: { model.select(choices[$0]) })
    }
}
