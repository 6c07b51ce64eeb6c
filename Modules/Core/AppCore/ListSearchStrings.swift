import Foundation
import Localization
import TerminalUI

/// The words of search-as-you-type (`/` on every list), kept apart from ``AppStrings``.
enum ListSearchStrings: String, LocalizedKey, CaseIterable {
    case search = "appcore.search.search"
    case keep = "appcore.search.keep"
    case clear = "appcore.search.clear"
    case edit = "appcore.search.edit"
    /// Plural: "{count} matches".
    case matches = "appcore.search.matches"
    /// "No matches for “{query}”".
    case noMatches = "appcore.search.noMatches"

    static var bundle: Bundle { .module }
}

extension ListSearchLabels {
    /// The search's words in the user's language.
    public init(_ localizer: Localizer) {
        self.init(
            search: localizer[ListSearchStrings.search], keep: localizer[ListSearchStrings.keep],
            clear: localizer[ListSearchStrings.clear], edit: localizer[ListSearchStrings.edit],
            matches: { localizer.plural(ListSearchStrings.matches, count: $0) },
            noMatches: { localizer.string(ListSearchStrings.noMatches, ["query": $0]) })
    }
}
