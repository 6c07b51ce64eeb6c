import Foundation
import Localization

/// store's words in `--help` (Apps/StoreApp/Resources).
enum StoreAppStrings: String, LocalizedKey, CaseIterable {
    case abstract = "storeApp.abstract"
    case rules = "storeApp.rules"
    case now = "storeApp.now"

    static var bundle: Bundle { .module }
}
