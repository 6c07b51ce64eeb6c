/// Why a `--keys` script could not be parsed.
public enum KeyScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A token that names no key.
    case unknownKey(String)

    public var description: String {
        switch self {
        case .unknownKey(let token):
            let valid =
                KeyScript.names.map(\.name) + ["ctrl-<letter>", "alt-<key>"]
                + KeyScript.mouseNames.map { "\($0.name):COLUMN,ROW" } + ["or any single character"]
            return "unknown key \"\(TextSanitizer.sanitize(token))\" in --keys; valid names: "
                + valid.joined(separator: ", ")
        }
    }
}
