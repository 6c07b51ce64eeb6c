import Foundation
import Localization

/// Typed keys into this test target's own `Resources/<lang>.lproj/Localizable.strings`,
/// declared the way a feature module declares its strings.
enum DemoStrings: String, LocalizedKey, CaseIterable {
    case title = "demo.title"
    case subtitle = "demo.subtitle"
    case greeting = "demo.greeting"
    case count = "demo.count"
    case items = "demo.items"
    /// Declared in code but translated nowhere: lookups return the key itself.
    case untranslated = "demo.untranslated"

    static var bundle: Bundle { .module }
}
