/// A piece of UI that draws itself as styled lines for a given width.
///
/// Components are plain values: build one from view-model data, ask it for lines, and stack
/// the results (`TitleBar(...).lines(width: w) + Banner(...).lines(width: w)`). Rows are at
/// most `width` cells wide.
public protocol Component: Sendable {
    /// The rows this component occupies at `width` cells.
    func lines(width: Int) -> [StyledLine]
}
