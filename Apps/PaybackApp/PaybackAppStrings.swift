import Foundation
import Localization

/// payback's words in `--help` (Apps/PaybackApp/Resources).
enum PaybackAppStrings: String, LocalizedKey, CaseIterable {
    case abstract = "paybackApp.abstract"

    static var bundle: Bundle { .module }
}
