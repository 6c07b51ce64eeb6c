/// What a screen wants after handling a key.
public enum ScreenAction: Sendable {
    /// The key was used; nothing else to do.
    case handled
    /// The key means nothing to the screen: the navigator applies its defaults
    /// (Esc/Backspace go back, q quits).
    case ignored
    /// Show `screen` on top of this one.
    case push(any Screen)
    /// Go back to the previous screen.
    case pop
    /// Leave the app.
    case quit
}
