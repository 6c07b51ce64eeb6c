import Localization
import SettingsInterface
import TerminalUI

/// The picker for one setting: its choices with the saved one marked; Enter saves at once
/// and goes back, Esc goes back without saving.
final class SettingPickerScreen: PickerScreen {
    init(key: SettingKey, model: SettingsViewModel) {
        let choices = SettingChoice.all(for: key)
        let current: @MainActor () -> Int? = {
            choices.firstIndex(of: SettingChoice.current(key, in: model.settings))
        }
        let labels: @MainActor () -> SettingsTexts = { SettingsTexts(strings: model.strings) }
        super.init(
            selection: current() ?? 0, title: { labels().name(of: key) },
            keyHints: {
                [
                    KeyHint(KeyName.upDown, model.strings[SettingsStrings.hintMove]),
                    KeyHint(KeyName.enter, model.strings[SettingsStrings.hintChoose]),
                ]
            },
            options: { choices.map(labels().label(of:)) }, current: current,
            choose: { model.choose(choices[$0]) })
    }
}
