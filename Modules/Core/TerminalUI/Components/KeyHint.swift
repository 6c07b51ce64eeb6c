/// A key and what it does, as shown in the footer or next to a banner ("r" "retry").
public struct KeyHint: Hashable, Sendable {
    /// How long a hint stays in a footer that is too narrow for all of them.
    public enum Priority: Int, Comparable, Sendable {
        /// A screen's own hints: the first to be left out.
        case normal
        /// Navigation that other chrome also shows (Tab between tabs numbered in the tab bar);
        /// global, so it is in `?` help too.
        case navigation
        /// A screen's primary action (the store's checkout, the hiring list's sort): kept after
        /// the screen's other hints and the global navigation are left out.
        case primary
        /// Back and help: left out only when a screen's hints and navigation are gone.
        case essential
        /// Quit, so the way out always shows: the very last to be left out.
        case vital

        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The key as the user reads it, e.g. "enter", "↑↓", "r"; see ``KeyName`` for the shared spellings.
    public let key: String
    /// What the key does, e.g. "open".
    public let label: String
    /// How long the hint stays when the footer is too narrow.
    public let priority: Priority
    /// The key press that does what the hint says, so the command palette can run it; nil when
    /// the hint names several keys ("↑↓", "ctrl-←→") or none.
    public let press: Key?

    /// A hint for `key` doing `label`. `press` is the key that runs it; when nil, it is read from
    /// `key` where that is one key's script name ("r", "enter", "esc", "tab", "ctrl-p").
    public init(_ key: String, _ label: String, priority: Priority = .normal, press: Key? = nil) {
        self.key = key
        self.label = label
        self.priority = priority
        self.press = press ?? Self.press(named: key)
    }

    /// The key `name` spells in a script, unless it is a mouse event (never a hint's action).
    private static func press(named name: String) -> Key? {
        guard let key = try? KeyScript.key(named: name) else { return nil }
        if case .mouse = key { return nil }
        return key
    }

    /// The hint as styled spans: the key emphasized, the label muted.
    var spans: [Span] {
        [Span(key, style: .accent.bold), Span(trusted: " "), Span(label, style: .muted)]
    }

    /// The width in cells of ``spans``.
    var width: Int { StyledLine(spans).width }
}

/// How keys are spelled in hints, the same on every screen ("enter", never "↵").
public enum KeyName {
    /// Enter / Return.
    public static let enter = "enter"
    /// Escape.
    public static let escape = "esc"
    /// The up and down arrows.
    public static let upDown = "↑↓"
    /// Tab.
    public static let tab = "tab"
    /// Ctrl-← and Ctrl-→: the shell's previous and next product.
    public static let controlLeftRight = "ctrl-←→"
    /// Alt-1 to Alt-9: the shell's product by its place on the bar.
    public static let altDigits = "alt-1–9"
}
