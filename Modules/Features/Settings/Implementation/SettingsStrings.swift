import Foundation
import Localization

/// Keys into Settings' own `Resources/<lang>.lproj/Localizable.strings`.
enum SettingsStrings: String, LocalizedKey, CaseIterable {
    case title = "settings.title"
    case loading = "settings.loading"
    case language = "settings.row.language"
    case region = "settings.row.region"
    case environment = "settings.row.environment"
    case failureRate = "settings.row.failureRate"
    case theme = "settings.row.theme"
    case themeAutomatic = "settings.theme.automatic"
    case themeDark = "settings.theme.dark"
    case themeLight = "settings.theme.light"
    case themeNoColor = "settings.theme.noColor"
    case noteTheme = "settings.note.theme"
    case reset = "settings.row.reset"
    case automatic = "settings.value.automatic"
    case sameAsLanguage = "settings.value.sameAsLanguage"
    case featureDefault = "settings.value.featureDefault"
    case environmentMock = "settings.environment.mock"
    case environmentStage = "settings.environment.stage"
    case environmentProd = "settings.environment.prod"
    case inUse = "settings.inUse"
    case nextStart = "settings.nextStart"
    case example = "settings.example"
    case exampleHeading = "settings.example.heading"
    case noteLanguage = "settings.note.language"
    case noteFailureRate = "settings.note.failureRate"
    case noteStage = "settings.note.stage"
    /// Plural: `{count}` saved values that were ignored.
    case ignored = "settings.ignored"
    case ignoredValue = "settings.ignored.value"
    case saved = "settings.saved"
    case saveFailed = "settings.saveFailed"
    case resetQuestion = "settings.reset.question"
    case resetDone = "settings.reset.done"
    case resetFailed = "settings.reset.failed"
    case yes = "settings.yes"
    case no = "settings.no"
    case hintChange = "settings.hint.change"
    case hintChoose = "settings.hint.choose"
    case hintMove = "settings.hint.move"

    static var bundle: Bundle { .module }
}
