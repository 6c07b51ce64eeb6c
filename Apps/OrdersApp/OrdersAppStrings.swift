import Foundation
import Localization

/// orders' words in `--help` (Apps/OrdersApp/Resources).
enum OrdersAppStrings: String, LocalizedKey, CaseIterable {
    case abstract = "ordersApp.abstract"

    static var bundle: Bundle { .module }
}
