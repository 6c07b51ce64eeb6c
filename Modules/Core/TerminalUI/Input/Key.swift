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
    /// Alt (Meta, Option) plus a printable ASCII key, as terminals send it: ESC then the key.
    /// The shell switches products with Alt-1…9; no screen uses Alt.
    case alt(Character)
    /// Ctrl-← and Ctrl-→ (`ESC [1;5D`, `ESC [1;5C`): the shell's previous and next product.
    case controlLeft, controlRight
    /// A mouse press, release or wheel turn (SGR mouse mode), at a position relative to the
    /// receiver: the navigator and containers shift ``MouseEvent/row`` as they pass it down, so a
    /// screen sees row 0 as its own first body row.
    case mouse(MouseEvent)

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
        case .alt(let character): "alt-\(character)"
        case .controlLeft: "ctrl-left"
        case .controlRight: "ctrl-right"
        case .mouse(let event): event.scriptName
        }
    }
}

/// What the mouse did and where, in 0-based cells.
public struct MouseEvent: Hashable, Sendable {
    /// The kind of event.
    public enum Action: Hashable, Sendable {
        /// A button went down (left: select).
        case press(Button)
        /// A button went up.
        case release
        /// The wheel turned away from the user (scroll up).
        case wheelUp
        /// The wheel turned towards the user (scroll down).
        case wheelDown
    }

    /// A mouse button.
    public enum Button: Hashable, Sendable {
        case left, middle, right
    }

    /// What happened.
    public var action: Action
    /// The column, 0 at the left edge.
    public var column: Int
    /// The row, 0 at the receiver's top (see ``Key/mouse(_:)``).
    public var row: Int

    public init(_ action: Action, column: Int, row: Int) {
        self.action = action
        self.column = column
        self.row = row
    }

    /// The same event for a receiver whose top is `rows` below this one's.
    public func shifted(rows: Int) -> MouseEvent {
        MouseEvent(action, column: column, row: row - rows)
    }

    /// The event's name in a `--keys` script, e.g. "click:4,10" or "wheel-down:0,5" (column,row
    /// in the whole terminal).
    public var scriptName: String {
        let name: String
        switch action {
        case .press(.left): name = "click"
        case .press(.middle): name = "middle-click"
        case .press(.right): name = "right-click"
        case .release: name = "release"
        case .wheelUp: name = "wheel-up"
        case .wheelDown: name = "wheel-down"
        }
        return "\(name):\(column),\(row)"
    }
}
