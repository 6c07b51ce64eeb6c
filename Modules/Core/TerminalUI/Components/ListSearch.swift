/// Search-as-you-type over a list: the query being typed and whether typing goes to it.
///
/// A plain value the screen (or its view model) owns next to its ``ListState``:
///
/// ```swift
/// // In handle: "/", typing, Enter and Esc; the selection stays on its item while it matches.
/// if search.handle(key, list: &listState, ids: { search in rows(search).map(\.id) }) != nil {
///     return .handled
/// }
/// // In render and handle alike: the rows, the bar above them, "No matches for …" when none.
/// func rows(_ search: ListSearch) -> [Row] { allRows.filter { search.matches(texts(of: $0)) } }
/// ListSearchBar(search, matchCount: rows(search).count, labels: labels).lines(width: width)
/// ```
///
/// `/` opens it; while it is open (``isEditing``) every printable key, `q` and `j` included,
/// edits the query, Backspace deletes (and closes it when the query is already empty), Enter
/// keeps the filter and gives the keys back to the list, Esc clears and closes. With a kept
/// filter, `/` edits it again and Esc clears it. Arrows, Tab and the mouse are not the search's:
/// the list keeps moving while the user types.
///
/// Matching ignores case and accents (see ``SearchFolding``) and splits the query at spaces:
/// every word must appear somewhere in an item's text, in any order. A query of only spaces
/// filters nothing.
public struct ListSearch: Hashable, Sendable {
    /// What a key did to the search.
    public enum Change: Hashable, Sendable {
        /// The query changed: the list must be filtered again.
        case query
        /// The search opened or closed without changing what matches.
        case mode
    }

    /// The text typed so far.
    public private(set) var query: String
    /// Whether typed characters go to the query.
    public private(set) var isEditing: Bool
    /// The query's words, folded; empty when nothing filters.
    private var terms: [String]

    /// A search with `query` typed, editing when `isEditing`.
    public init(query: String = "", isEditing: Bool = false) {
        self.query = query
        self.isEditing = isEditing
        self.terms = Self.terms(of: query)
    }

    /// The query's words, folded (``SearchFolding``); empty when nothing filters.
    var foldedTerms: [String] { terms }

    /// Whether the list is filtered (the query has more than spaces).
    public var isFiltering: Bool { !terms.isEmpty }

    /// Whether the search bar shows: while typing, and while a filter is kept.
    public var isVisible: Bool { isEditing || !query.isEmpty }

    /// Reacts to `key`; nil when the key is not the search's (the list or the screen handles it).
    public mutating func handle(_ key: Key) -> Change? {
        if isEditing {
            switch key {
            case .character(let character):
                setQuery(query + String(character))
                return .query
            case .backspace, .delete:
                guard !query.isEmpty else {
                    isEditing = false
                    return .mode
                }
                setQuery(String(query.dropLast()))
                return .query
            case .enter:
                isEditing = false
                return .mode
            case .escape:
                return clear()
            default:
                return nil
            }
        }
        switch key {
        case .character("/"):
            isEditing = true
            return .mode
        case .escape where !query.isEmpty:
            return clear()
        default:
            return nil
        }
    }

    /// Reacts to `key` like ``handle(_:)``; when the query changed, `list` follows so the item
    /// selected before stays selected if it still matches (else the first match is).
    ///
    /// `ids(search)` lists the ids of the items `search` lets through, in list order; it is
    /// called with the search before and after the key, and must not read the `list` being
    /// updated (pass the screen's data, not the screen's list state).
    public mutating func handle<ID: Equatable>(
        _ key: Key, list: inout ListState, ids: (ListSearch) -> [ID]
    ) -> Change? {
        var next = self
        guard let change = next.handle(key) else { return nil }
        if change == .query { list = list.following(from: ids(self), to: ids(next)) }
        self = next
        return change
    }

    /// Reacts to `key` like ``handle(_:list:ids:)``, for lists too long to list every id per
    /// keystroke: `locate(before, after)` says where the item selected under search `before` is
    /// under search `after` (nil when it is gone: the first item is selected then).
    public mutating func handle(
        _ key: Key, list: inout ListState, locate: (_ before: ListSearch, _ after: ListSearch) -> Int?
    ) -> Change? {
        var next = self
        guard let change = next.handle(key) else { return nil }
        if change == .query { list = list.following(to: locate(self, next)) }
        self = next
        return change
    }

    /// Empties and closes the search.
    public mutating func clear() -> Change {
        let wasFiltering = isFiltering
        isEditing = false
        setQuery("")
        return wasFiltering ? .query : .mode
    }

    /// Whether an item whose searchable text is `text` is shown: always when nothing filters.
    public func matches(_ text: String) -> Bool {
        guard isFiltering else { return true }
        let folded = SearchFolding.fold(text)
        return terms.allSatisfy { SearchFolding.contains(folded, $0) }
    }

    /// Whether an item whose searchable text, already folded (``SearchFolding/fold(_:)``, done
    /// once per item rather than per keystroke), is `folded` is shown.
    public func matches(folded: String) -> Bool {
        guard isFiltering else { return true }
        return terms.allSatisfy { SearchFolding.contains(folded, $0) }
    }

    /// Whether an item with these texts (e.g. name, id and status) is shown: every word of the
    /// query must be in one of them.
    public func matches(_ texts: [String]) -> Bool {
        guard isFiltering else { return true }
        // A newline cannot be typed into a query, so no word spans two texts.
        return matches(texts.joined(separator: "\n"))
    }

    /// What a search looks for in an item's `id`, as people quote ids: the id itself, `#id`, and
    /// `#` with the number the id ends in, with and without leading zeros ("WB-1001" is also
    /// "#1001", "S-000042" also "#000042" and "#42"), so "1001", "#1001" and "wb-1001" all find it.
    public static func idTexts(_ id: String) -> [String] {
        let number = String(id.reversed().prefix { $0.isASCII && $0.isNumber }.reversed())
        let significant = String(number.drop { $0 == "0" })
        var texts = [id, "#" + id]
        for form in [number, significant] where !form.isEmpty && !texts.contains("#" + form) {
            texts.append("#" + form)
        }
        return texts
    }

    /// The footer hints while typing (Enter keeps, Esc clears); empty otherwise.
    public func keyHints(_ labels: ListSearchLabels) -> [KeyHint] {
        guard isEditing else { return [] }
        return [KeyHint(KeyName.enter, labels.keep), KeyHint(KeyName.escape, labels.clear)]
    }

    /// The footer hint that opens the search ("/ search").
    public static func openHint(_ labels: ListSearchLabels) -> KeyHint {
        KeyHint("/", labels.search)
    }

    private mutating func setQuery(_ query: String) {
        self.query = query
        terms = Self.terms(of: query)
    }

    private static func terms(of query: String) -> [String] {
        query.split(whereSeparator: \.isWhitespace).map { SearchFolding.fold(String($0)) }
    }
}
