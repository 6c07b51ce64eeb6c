/// Parses a `--keys` script such as `"down down enter"` into keys.
///
/// Tokens are separated by spaces or commas. Names (case-insensitive): up, down, left, right,
/// enter, esc, tab, shift-tab, backspace, delete, pgup, pgdown, home, end, space, ctrl-<letter>,
/// ctrl-left, ctrl-right, alt-<character> (a printable ASCII one: "alt-2");
/// any single character stands for itself ("r", "q", "2", "ż").
///
/// Mouse events are written `NAME:COLUMN,ROW` with 0-based cells of the whole terminal (row 0 is
/// the title bar): `click:4,10`, `middle-click:…`, `right-click:…`, `release:…`, `wheel-up:…`,
/// `wheel-down:…` (the comma inside such a token does not separate tokens).
public enum KeyScript {
    /// The named keys a script may use, in the order they are listed in errors.
    public static let names: [(name: String, key: Key)] = [
        ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("enter", .enter),
        ("esc", .escape), ("tab", .tab), ("shift-tab", .shiftTab), ("backspace", .backspace),
        ("delete", .delete), ("pgup", .pageUp), ("pgdown", .pageDown), ("home", .home),
        ("end", .end), ("space", .space), ("ctrl-left", .controlLeft), ("ctrl-right", .controlRight),
    ]

    /// Spellings accepted besides the canonical names.
    private static let aliases: [String: Key] = [
        "return": .enter, "escape": .escape, "backtab": .shiftTab, "del": .delete,
        "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
    ]

    /// The mouse event names a script may use, as in ``MouseEvent/scriptName``.
    public static let mouseNames: [(name: String, action: MouseEvent.Action)] = [
        ("click", .press(.left)), ("middle-click", .press(.middle)), ("right-click", .press(.right)),
        ("release", .release), ("wheel-up", .wheelUp), ("wheel-down", .wheelDown),
    ]

    /// The keys in `script`, in order.
    /// - Throws: ``KeyScriptError/unknownKey(_:)`` naming the first token that is not a key.
    public static func parse(_ script: String) throws(KeyScriptError) -> [Key] {
        try tokens(of: script).map { token throws(KeyScriptError) in try key(named: token) }
    }

    /// `script` split at spaces, newlines and commas, except the comma between a mouse token's
    /// column and row ("click:4,10").
    static func tokens(of script: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        // A signed column too: "click:-1,2" stays one token, to be refused whole.
        func isMouseColumn(_ token: String) -> Bool {
            guard let colon = token.firstIndex(of: ":") else { return false }
            let column = token[token.index(after: colon)...].drop { $0 == "-" }
            return !column.isEmpty && column.allSatisfy(\.isASCII) && column.allSatisfy(\.isNumber)
        }
        for character in script {
            if character == ",", isMouseColumn(current) {
                current.append(character)
            } else if character == " " || character == "," || character.isNewline {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// The key a single token names.
    public static func key(named token: String) throws(KeyScriptError) -> Key {
        if let mouse = mouseEvent(named: token) { return .mouse(mouse) }
        if token.count == 1, let character = token.first, !character.isWhitespace,
            TextSanitizer.sanitize(token) == token
        {
            return .character(character)
        }
        let name = token.lowercased()
        if let key = names.first(where: { $0.name == name })?.key ?? aliases[name] {
            return key
        }
        if name.hasPrefix("ctrl-"), name.count == 6, let letter = name.last,
            letter.isASCII, letter.isLetter
        {
            return .control(letter)
        }
        // A printable ASCII character other than space: what a terminal sends after ESC for Alt.
        if token.lowercased().hasPrefix("alt-"), token.count == 5, let character = token.last,
            let ascii = character.asciiValue, (0x21...0x7E).contains(ascii)
        {
            return .alt(character)
        }
        throw .unknownKey(token)
    }

    /// The mouse event `token` names ("click:4,10"), or nil when it names none.
    private static func mouseEvent(named token: String) -> MouseEvent? {
        let parts = token.lowercased().split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let action = mouseNames.first(where: { $0.name == parts[0] })?.action
        else { return nil }
        let cells = parts[1].split(separator: ",", omittingEmptySubsequences: false)
        guard cells.count == 2, cells.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let column = Int(cells[0]), let row = Int(cells[1])
        else { return nil }
        return MouseEvent(action, column: column, row: row)
    }
}
