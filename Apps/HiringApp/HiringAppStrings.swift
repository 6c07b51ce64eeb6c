import Foundation
import Localization

/// hiring's words in `--help` (Apps/HiringApp/Resources).
enum HiringAppStrings: String, LocalizedKey, CaseIterable {
    case abstract = "hiringApp.abstract"

    static var bundle: Bundle { .module }
}
