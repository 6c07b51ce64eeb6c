import AppCore
import Foundation
import Localization
import TerminalUI

/// One titled group of a searchable list, e.g. "Active" promotions or the catalog's products.
public struct ListGroup<Item> {
    /// The group's header, or nil for a list without headers.
    public var title: String?
    /// The group's items in list order.
    public var items: [Item]
    /// Whether a search also matches the group's title (then "active" finds every active rule).
    public var searchesTitle: Bool

    public init(_ title: String?, items: [Item], searchesTitle: Bool = false) {
        self.title = title
        self.items = items
        self.searchesTitle = searchesTitle
    }
}

/// What a ``SearchableListScreen`` shows: a feature supplies its groups, rows, search texts, ids,
/// what opening an item does, and its words; the screen owns everything else.
@MainActor
public protocol SearchableListSource {
    associatedtype Content: Sendable
    associatedtype Failure: Error & Sendable
    associatedtype Item

    /// The localizer of the list's words (search bar, hints).
    var localizer: Localizer { get }
    /// The loading, refreshing, retry and empty words.
    var words: RemoteContentWords { get }
    /// The screen's title; `content` is what shows, if anything.
    func title(_ content: Content?) -> String
    /// The title while a search shows `matches` of the items (nil while none narrows the list): a
    /// count in the title follows what is shown ("Orders · All (1 of 7)"). By default ``title(_:)``.
    func title(_ content: Content?, matches: Int?) -> String
    /// A load failure's message and the phase it puts the screen in.
    func failure(_ error: Failure) -> (message: String, phase: ScreenPhase)
    /// The hint of Enter ("open", "details").
    var openHint: String { get }
    /// Hints of the source's own keys, between Enter's and the search's.
    var extraHints: [KeyHint] { get }
    /// Handles one of the source's own keys; true when it did, and the list then starts again
    /// at its top. (A filter is not a key of the source's: see ``filterMenu(_:)``.)
    func handle(_ key: Key) -> Bool
    /// The list's filter as the picker `f` opens shows it (``FilterPickerScreen``): each choice
    /// with how many items of `content` it lets through, the one in effect marked; nil when the
    /// list does not filter. What ``groups(_:)`` gives may depend on the choice in effect.
    func filterMenu(_ content: Content) -> FilterMenu?
    /// Puts choice `index` of ``filterMenu(_:)`` in effect (Enter in the picker).
    func selectFilter(_ index: Int)
    /// Rows above the search bar: freshness, banners, notes on skipped entries.
    func header(_ content: Content, in context: RenderContext) -> [StyledLine]
    /// The groups before any search, in list order. They may depend on `content` and on what
    /// ``handle(_:)`` and ``selectFilter(_:)`` change, nothing else: the screen keeps them (and
    /// their search index) until the content is loaded again, the source's own key or the filter
    /// changed them.
    func groups(_ content: Content) -> [ListGroup<Item>]
    /// What a search looks for in `item` (as shown on its row).
    func searchTexts(_ item: Item, in content: Content) -> [String]
    /// The rows of `items` (one each, in order), shown under `group`'s title: the items on
    /// screen only, so a long list draws as fast as a short one.
    func rows(_ items: [Item], of group: ListGroup<Item>, in content: Content) -> [ListRow]
    /// The screen Enter or a click on the selected item opens; nil when the item does not open.
    func open(_ item: Item, in content: Content) -> (any Screen)?
    /// What shows instead of the list when the groups hold nothing (e.g. a filter with no
    /// orders); nil shows an empty list.
    func nothingToList(_ content: Content, width: Int) -> [StyledLine]?
    /// Rows under the empty state when the loaded content is empty.
    func belowEmptyState(_ content: Content, width: Int) -> [StyledLine]
    /// Whether coming back from an opened item reloads the list (it may have changed there).
    var reloadsOnReturn: Bool { get }
}

extension SearchableListSource {
    public func title(_ content: Content?, matches: Int?) -> String { title(content) }
    public var extraHints: [KeyHint] { [] }
    public func handle(_ key: Key) -> Bool { false }
    public func filterMenu(_ content: Content) -> FilterMenu? { nil }
    public func selectFilter(_ index: Int) {}
    public func header(_ content: Content, in context: RenderContext) -> [StyledLine] { [] }
    public func nothingToList(_ content: Content, width: Int) -> [StyledLine]? { nil }
    public func belowEmptyState(_ content: Content, width: Int) -> [StyledLine] { [] }
    public var reloadsOnReturn: Bool { false }
}
