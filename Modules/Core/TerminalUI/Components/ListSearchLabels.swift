/// The words of search-as-you-type, so apps can localize them (AppCore builds them from its
/// localizer: `ListSearchLabels(localizer)`).
public struct ListSearchLabels: Sendable {
    /// The footer label for `/`, e.g. "search".
    public var search: String
    /// What Enter does while typing, e.g. "keep".
    public var keep: String
    /// What Esc does, e.g. "clear".
    public var clear: String
    /// What `/` does with a kept filter, e.g. "edit".
    public var edit: String
    /// How many items match, e.g. "3 matches".
    public var matches: @Sendable (Int) -> String
    /// The empty state when nothing matches `query`, e.g. "No matches for “lodz”".
    public var noMatches: @Sendable (_ query: String) -> String

    /// Labels with the given words.
    public init(
        search: String, keep: String, clear: String, edit: String,
        matches: @escaping @Sendable (Int) -> String, noMatches: @escaping @Sendable (String) -> String
    ) {
        self.search = search
        self.keep = keep
        self.clear = clear
        self.edit = edit
        self.matches = matches
        self.noMatches = noMatches
    }

    /// English labels.
    public static let english = ListSearchLabels(
        search: "search", keep: "keep", clear: "clear", edit: "edit",
        matches: { $0 == 1 ? "1 match" : "\($0) matches" }, noMatches: { "No matches for “\($0)”" })
}
