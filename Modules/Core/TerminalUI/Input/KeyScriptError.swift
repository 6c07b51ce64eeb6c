/// Why a `--keys` script could not be parsed.
public enum KeyScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A token that names no key.
    case unknownKey(String)

    public var description: String {
        switch self {
        case .unknownKey:
            return "Unknown key \"\(self.token)\" in --keys. Valid names: "
                + Self.validNames.joined(separator: ", ") + ", or any single character."
        }
    }

    /// The token that names no key, sanitized for printing.
    public var token: String {
        switch self {
        case .unknownKey(let token): TextSanitizer.sanitize(token)
        }
    }

    /// The names a script may use (besides single characters), as errors list them.
    public static var validNames: [String] {
        KeyScript.names.map(\.name) + ["ctrl-<letter>", "alt-<key>"]
            + KeyScript.mouseNames.map { "\($0.name):COLUMN,ROW" }
    }
}
