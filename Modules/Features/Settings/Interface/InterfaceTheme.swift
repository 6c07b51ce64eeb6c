/// The colours a user can choose for every screen in Settings; "not chosen" follows the terminal
/// (`COLORFGBG`). `--no-color` and `NO_COLOR` still win over a saved theme.
public enum InterfaceTheme: String, CaseIterable, Sendable, Hashable {
    /// Colours for dark terminal backgrounds.
    case dark
    /// Colours for light terminal backgrounds.
    case light
    /// No colours; bold and inverse still mark the selection.
    case noColor = "no-color"
}
