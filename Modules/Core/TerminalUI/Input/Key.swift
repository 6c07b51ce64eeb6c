/// A key press, decoded from terminal input or parsed from a `--keys` script.
public enum Key: Hashable, Sendable {
    case up, down, left, right
    case enter, escape, tab, shiftTab
    case backspace, delete
    case pageUp, pageDown, home, end
    /// A printable character, including space and any multi-byte UTF-8 character.
    case character(Character)
    /// Control plus a key, named by its lowercase letter or symbol: Ctrl-C is `.control("c")`.
    case control(Character)

    /// Ctrl-C, which always quits.
    public static let ctrlC = Key.control("c")
    /// The space bar.
    public static let space = Key.character(" ")

    /// The key's name in a `--keys` script (e.g. "down", "shift-tab", "ctrl-c", "q").
    public var scriptName: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .enter: "enter"
        case .escape: "esc"
        case .tab: "tab"
        case .shiftTab: "shift-tab"
        case .backspace: "backspace"
        case .delete: "delete"
        case .pageUp: "pgup"
        case .pageDown: "pgdown"
        case .home: "home"
        case .end: "end"
        case .character(" "): "space"
        case .character(let character): String(character)
        case .control(let character): "ctrl-\(character)"
        }
    }
}
