import Localization
import SettingsInterface
import TerminalUI

/// The picker for one setting: its choices with the saved one marked; Enter saves at once
/// and goes back, Esc goes back without saving.
@MainActor
final class SettingPickerScreen: Screen {
    let key: SettingKey
    private let model: SettingsViewModel
    private let choices: [SettingChoice]
    private var list: ListState

    init(key: SettingKey, model: SettingsViewModel) {
        self.key = key
        self.model = model
        self.choices = SettingChoice.all(for: key)
        let current = choices.firstIndex(of: SettingChoice.current(key, in: model.settings)) ?? 0
        self.list = ListState(selection: current)
    }

    private var labels: SettingsLabels { SettingsLabels(strings: model.strings) }

    var title: String { labels.name(of: key) }

    var keyHints: [KeyHint] {
        [
            KeyHint(KeyName.upDown, model.strings[SettingsStrings.hintMove]),
            KeyHint(KeyName.enter, model.strings[SettingsStrings.hintChoose]),
        ]
    }

    private var menu: Menu {
        let current = choices.firstIndex(of: SettingChoice.current(key, in: model.settings))
        return Menu(options: choices.map(labels.label(of:)), current: current, state: list)
    }

    func render(in context: RenderContext) -> [StyledLine] {
        menu.lines(width: context.width, height: context.height)
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        switch key {
        case .enter:
            let index = list.resolved(in: menu.layout, viewport: context.height).selection
            guard choices.indices.contains(index) else { return .ignored }
            model.choose(choices[index])
            return .pop
        default:
            return list.handle(key, in: menu.layout, viewport: context.height) ? .handled : .ignored
        }
    }
}
