/// A read-only screen: its title in the title bar, then a blank row and a body laid out for the
/// width (a ``DetailSheet``, a receipt). Features subclass it to name their detail screens.
@MainActor
open class SheetScreen: Screen {
    /// The title shown in the title bar.
    public let title: String
    private let body: @MainActor (RenderContext) -> [StyledLine]

    /// A screen titled `title` whose body is `body(width)`, drawn below one blank row.
    public init(title: String, body: @escaping @MainActor (_ width: Int) -> [StyledLine]) {
        self.title = title
        self.body = { context in body(context.width) }
    }

    /// A screen titled `title` whose body is laid out for each frame's context: its width and
    /// its instant (a "synced 2 minutes ago" row that advances while the screen is open).
    public init(title: String, layout: @escaping @MainActor (RenderContext) -> [StyledLine]) {
        self.title = title
        self.body = layout
    }

    /// A screen titled `title` showing `sheet` below one blank row.
    public init(title: String, sheet: DetailSheet) {
        self.title = title
        self.body = { context in sheet.lines(width: context.width) }
    }

    public func render(in context: RenderContext) -> [StyledLine] {
        [.blank] + body(context)
    }
}
