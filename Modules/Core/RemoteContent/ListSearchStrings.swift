import AppCore
import Foundation
import Localization
import TerminalUI

/// The words of search-as-you-type (`/` on every list), kept apart from ``AppStrings``.
enum ListSearchStrings: String, LocalizedKey, CaseIterable {
    case search = "content.search.search"
    case keep = "content.search.keep"
    case clear = "content.search.clear"
    case edit = "content.search.edit"
    /// Plural: "{count} matches".
    case matches = "content.search.matches"
    /// "No matches for “{query}”".
    case noMatches = "content.search.noMatches"

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
