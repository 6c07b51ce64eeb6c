import Foundation
import Localization
import TerminalUI

/// AppCore's own strings: the navigator's words.
enum AppStrings: String, LocalizedKey, CaseIterable {
    case back = "appcore.back"
    case quit = "appcore.quit"
    case switchTab = "appcore.switchTab"

    static var bundle: Bundle { .module }
}

extension ChromeLabels {
    /// The navigator's words in the user's language.
    public init(_ localizer: Localizer) {
        self.init(
            back: localizer[AppStrings.back], quit: localizer[AppStrings.quit],
            switchTab: localizer[AppStrings.switchTab])
    }
}
