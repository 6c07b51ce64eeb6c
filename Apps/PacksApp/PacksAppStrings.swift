import Foundation
import Localization

/// packs' words in `--help` (Apps/PacksApp/Resources).
enum PacksAppStrings: String, LocalizedKey, CaseIterable {
    case abstract = "packsApp.abstract"

    static var bundle: Bundle { .module }
}
