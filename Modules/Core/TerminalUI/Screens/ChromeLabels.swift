/// The few words the navigator and tab container draw themselves, so apps can localize them.
public struct ChromeLabels: Sendable {
    /// The footer label for Esc, e.g. "back".
    public var back: String
    /// The footer label for q, e.g. "quit".
    public var quit: String
    /// The footer label for Tab in a tab container, e.g. "switch tab".
    public var switchTab: String

    // MARK: Shell (help overlay, command palette, status line)

    /// The words and status of the shell around every screen: the help overlay, the command
    /// palette and the status line (see ``ShellLabels``).
    public var shell: ShellLabels = .english

    /// Labels with the given words (the shell's in English; set ``shell`` to localize them).
    public init(back: String, quit: String, switchTab: String) {
        self.back = back
        self.quit = quit
        self.switchTab = switchTab
    }

    /// English labels.
    public static let english = ChromeLabels(back: "back", quit: "quit", switchTab: "switch tab")
}
