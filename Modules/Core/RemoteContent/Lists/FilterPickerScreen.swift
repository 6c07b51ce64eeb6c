import Formatting
import Foundation
import Localization
import TerminalUI

/// One choice of a list's filter: its name and how many items it lets through.
public struct FilterChoice: Sendable, Equatable {
    /// The choice's name, e.g. "In transit" or "Category 2".
    public var name: String
    /// How many items of the list showing the choice lets through.
    public var count: Int

    public init(_ name: String, count: Int) {
        self.name = name
        self.count = count
    }
}

/// A list's filter as its picker shows it: a title, the choices and the one in effect, and the
/// formatters of the list's words and numbers.
public struct FilterMenu: Sendable {
    /// The picker's title, e.g. "Filter by status".
    public var title: String
    /// The choices, in the order the picker lists them.
    public var choices: [FilterChoice]
    /// The index of the choice in effect, if any.
    public var current: Int?
    /// The list's formatters: the picker's words in their language, the counts in their format.
    public var formatters: Formatters

    public init(title: String, choices: [FilterChoice], current: Int?, formatters: Formatters) {
        self.title = title
        self.choices = choices
        self.current = current
        self.formatters = formatters
    }
}

/// The one filter interaction of every list that filters (orders by status, transactions by
/// category): `f` opens this picker over the list, each choice with its count ("In transit (2)"),
/// the one in effect marked and highlighted first; ↑↓ move, Enter puts the highlighted choice in
/// effect and goes back, Esc goes back leaving the filter as it was. A ``SearchableListScreen``
/// opens it for a source with a ``SearchableListSource/filterMenu(_:)``; a screen of its own
/// pushes it on ``key`` and says so with ``openHint(_:)``.
///
/// The menu is read again on each frame, so counts follow a list that reloads meanwhile.
@MainActor
public final class FilterPickerScreen: PickerScreen {
    /// The key that opens a list's filter picker.
    public static let key = Key.character("f")

    /// The footer's hint for ``key`` ("f filter"), in `localizer`'s language.
    public static func openHint(_ localizer: Localizer) -> KeyHint {
        KeyHint("f", localizer[FilterPickerStrings.open])
    }

    /// A picker of what `menu` gives; `choose` gets the index of the choice Enter picked.
    public init(menu: @escaping @MainActor () -> FilterMenu, choose: @escaping @MainActor (Int) -> Void) {
        super.init(
            selection: menu().current ?? 0, topMargin: 1,
            title: { menu().title },
            keyHints: {
                let localizer = menu().formatters.localizer
                return [
                    KeyHint(KeyName.upDown, localizer[FilterPickerStrings.move]),
                    KeyHint(KeyName.enter, localizer[FilterPickerStrings.choose]),
                ]
            },
            options: {
                let menu = menu()
                return menu.choices.map { choice in
                    menu.formatters.localizer.string(
                        FilterPickerStrings.choice,
                        ["name": choice.name, "count": menu.formatters.number(choice.count)])
                }
            },
            current: { menu().current },
            choose: choose)
    }
}

/// The filter picker's words, shared by every list that filters.
enum FilterPickerStrings: String, LocalizedKey, CaseIterable {
    /// The footer's hint of `f`: "filter".
    case open = "content.filter.open"
    case move = "content.filter.move"
    case choose = "content.filter.choose"
    /// A choice with its count: "{name} ({count})".
    case choice = "content.filter.choice"

    static var bundle: Bundle { .module }
}
