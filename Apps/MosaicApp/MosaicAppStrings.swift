import Foundation
import Localization

/// mosaic's words in `--help` (Apps/MosaicApp/Resources).
enum MosaicAppStrings: String, LocalizedKey, CaseIterable {
    case abstract = "mosaicApp.abstract"
    case only = "mosaicApp.only"
    case storeGroup = "mosaicApp.storeGroup"

    static var bundle: Bundle { .module }
}
