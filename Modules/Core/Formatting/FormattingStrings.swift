import Foundation
import Localization

/// Keys into Formatting's own `Resources/<lang>.lproj/Localizable.strings`.
enum FormattingStrings: String, LocalizedKey, CaseIterable {
    /// Plural: `{count}` loyalty points.
    case points = "formatting.points"

    static var bundle: Bundle { .module }
}
