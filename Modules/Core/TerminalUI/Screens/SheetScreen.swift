/// A read-only screen: its title in the title bar, then a blank row and a body laid out for the
/// width (a ``DetailSheet``, a receipt). Features subclass it to name their detail screens.
@MainActor
open class SheetScreen: Screen {
    /// The title shown in the title bar.
    public let title: String
    private let body: @MainActor (_ width: Int) -> [StyledLine]

    /// A screen titled `title` whose body is `body(width)`, drawn below one blank row.
    public init(title: String, body: @escaping @MainActor (_ width: Int) -> [StyledLine]) {
        self.title = title
        self.body = body
    }

    /// A screen titled `title` showing `sheet` below one blank row.
    public init(title: String, sheet: DetailSheet) {
        self.title = title
        self.body = { width in sheet.lines(width: width) }
    }

    public func render(in context: RenderContext) -> [StyledLine] {
        [.blank] + body(context.width)
    }
}
