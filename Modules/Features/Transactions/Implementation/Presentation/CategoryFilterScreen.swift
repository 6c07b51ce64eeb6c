import TerminalUI
import TransactionsInterface

/// The category picker: "All categories" and each category present, with how many
/// transactions each holds; Enter applies the choice and goes back, Esc goes back unchanged.
@MainActor
final class CategoryFilterScreen: Screen {
    private let model: TransactionsListViewModel
    private let presenter: TransactionsPresenter
    private let choices: [CategoryFilter]
    private var state: ListState

    init(model: TransactionsListViewModel, presenter: TransactionsPresenter) {
        self.model = model
        self.presenter = presenter
        self.choices = model.filterChoices
        self.state = ListState(selection: choices.firstIndex(of: model.filter) ?? 0)
    }

    var title: String { presenter.localizer[TransactionsStrings.filterTitle] }

    var keyHints: [KeyHint] {
        [
            KeyHint(KeyName.upDown, presenter.localizer[TransactionsStrings.keyMove]),
            KeyHint(KeyName.enter, presenter.localizer[TransactionsStrings.keyChoose]),
        ]
    }

    func render(in context: RenderContext) -> [StyledLine] {
        [.blank] + menu.lines(width: context.width, height: max(0, context.height - 1))
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        let menu = self.menu
        if key == .enter {
            let selection = state.resolved(in: menu.layout, viewport: 1).selection
            guard choices.indices.contains(selection) else { return .ignored }
            model.select(choices[selection])
            return .pop
        }
        return state.handle(key, in: menu.layout, viewport: max(1, context.height - 1)) ? .handled : .ignored
    }

    private var menu: Menu {
        let all = model.allTransactions
        let options = choices.map { choice in
            "\(presenter.filter(choice)) (\(presenter.formatters.number(choice.apply(to: all).count)))"
        }
        return Menu(options: options, current: choices.firstIndex(of: model.filter), state: state)
    }
}
