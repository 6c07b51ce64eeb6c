/// A screen that shows one of several child screens behind tabs: what the command palette walks
/// to list every screen reachable as a tab ("Store › Catalog"), and what the navigator selects
/// when an entry is run.
///
/// ``TabContainer`` adopts it. A screen that wraps a container (an app's root that rebuilds
/// itself in a new language) forwards ``Screen/tabHost`` to the wrapped screen's instead of
/// adopting it. Containers nest: a tab may itself have a ``Screen/tabHost``.
@MainActor
public protocol TabHosting: AnyObject {
    /// The child screens, in tab order (their titles label the tabs).
    var tabs: [any Screen] { get }
    /// The index of the tab showing.
    var selectedIndex: Int { get }
    /// Shows tab `index`; out-of-range indices are ignored.
    func select(_ index: Int)
}
