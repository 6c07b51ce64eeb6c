import RemoteContent
import TransactionsInterface

extension TransactionsListViewModel {
    /// The category filter as the shared picker (`f`, ``FilterPickerScreen``) shows it: "All
    /// categories" and each category present, with how many transactions each holds, the one in
    /// effect marked.
    func categoryMenu(_ presenter: TransactionsTexts) -> FilterMenu {
        let (all, choices) = (allTransactions, filterChoices)
        return FilterMenu(
            title: presenter.localizer[TransactionsStrings.filterTitle],
            choices: choices.map { FilterChoice(presenter.filter($0), count: $0.apply(to: all).count) },
            current: choices.firstIndex(of: filter), formatters: presenter.formatters)
    }

    /// Puts choice `index` of ``categoryMenu(_:)`` in effect.
    func selectChoice(_ index: Int) {
        let choices = filterChoices
        guard choices.indices.contains(index) else { return }
        select(choices[index])
    }
}
