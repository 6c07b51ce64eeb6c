/// A picker screen: a ``Menu`` of options with the one in effect marked. The keys move the
/// highlight; Enter chooses the highlighted option and goes back; Esc goes back unchanged. A click
/// highlights an option, a click on the highlighted one chooses it.
///
/// Everything shown is read again on each frame, so options that depend on a view model (counts,
/// the language) stay current. Features subclass it to name their pickers.
@MainActor
open class PickerScreen: Screen {
    private let heading: @MainActor () -> String
    private let hints: @MainActor () -> [KeyHint]
    private let options: @MainActor () -> [String]
    private let current: @MainActor () -> Int?
    private let choose: @MainActor (Int) -> Void
    private let topMargin: Int
    private var state: ListState

    /// A picker highlighting option `selection` at first, `topMargin` blank rows above the menu;
    /// `choose` gets the index of the option Enter picked.
    public init(
        selection: Int, topMargin: Int = 0, title: @escaping @MainActor () -> String,
        keyHints: @escaping @MainActor () -> [KeyHint], options: @escaping @MainActor () -> [String],
        current: @escaping @MainActor () -> Int?, choose: @escaping @MainActor (Int) -> Void
    ) {
        self.heading = title
        self.hints = keyHints
        self.options = options
        self.current = current
        self.choose = choose
        self.topMargin = max(0, topMargin)
        self.state = ListState(selection: selection)
    }

    public var title: String { heading() }

    public var keyHints: [KeyHint] { hints() }

    public func render(in context: RenderContext) -> [StyledLine] {
        Array(repeating: .blank, count: topMargin)
            + menu.lines(width: context.width, height: max(0, context.height - topMargin))
    }

    public func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        let menu = self.menu
        let viewport = max(1, context.height - topMargin)
        let index: Int
        switch key {
        case .enter:
            index = state.resolved(in: menu.layout, viewport: viewport).selection
        case .mouse(let event):
            // A click highlights an option; a click on the highlighted one chooses it, like Enter.
            guard let click = state.click(event, listTop: topMargin, in: menu.layout, viewport: viewport)
            else {
                return .ignored
            }
            guard case .opened(let opened) = click else { return .handled }
            index = opened
        default:
            return state.handle(key, in: menu.layout, viewport: viewport) ? .handled : .ignored
        }
        guard menu.options.indices.contains(index) else { return .ignored }
        choose(index)
        return .pop
    }

    private var menu: Menu {
        Menu(options: options(), current: current(), state: state)
    }
}
