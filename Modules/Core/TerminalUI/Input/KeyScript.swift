/// Parses a `--keys` script such as `"down down enter"` into keys.
///
/// Tokens are separated by spaces or commas. Names (case-insensitive): up, down, left, right,
/// enter, esc, tab, shift-tab, backspace, delete, pgup, pgdown, home, end, space, ctrl-<letter>;
/// any single character stands for itself ("r", "q", "2", "ż").
public enum KeyScript {
    /// The named keys a script may use, in the order they are listed in errors.
    public static let names: [(name: String, key: Key)] = [
        ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("enter", .enter),
        ("esc", .escape), ("tab", .tab), ("shift-tab", .shiftTab), ("backspace", .backspace),
        ("delete", .delete), ("pgup", .pageUp), ("pgdown", .pageDown), ("home", .home),
        ("end", .end), ("space", .space),
    ]

    /// Spellings accepted besides the canonical names.
    private static let aliases: [String: Key] = [
        "return": .enter, "escape": .escape, "backtab": .shiftTab, "del": .delete,
        "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
    ]

    /// The keys in `script`, in order.
    /// - Throws: ``KeyScriptError/unknownKey(_:)`` naming the first token that is not a key.
    public static func parse(_ script: String) throws(KeyScriptError) -> [Key] {
        let tokens = script.split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline })
        return try tokens.map { token throws(KeyScriptError) in try key(named: String(token)) }
    }

    /// The key a single token names.
    public static func key(named token: String) throws(KeyScriptError) -> Key {
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
        throw .unknownKey(token)
    }
}
