/// Text for a CSV field that a spreadsheet opens as text, never as a formula.
///
/// Spreadsheets run a cell that starts with `=`, `+`, `-` or `@` (and, after trimming, a tab or
/// a carriage return) as a formula, so a name such as `=HYPERLINK(…)` from a server could act
/// when a user opens the export. Following OWASP's advice on CSV injection, such a field gets a
/// leading apostrophe, which spreadsheets show as the text it guards and do not run.
public enum SpreadsheetSafety {
    /// The characters that make a spreadsheet read a cell as a formula.
    public static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// `field` as a spreadsheet should show it: unchanged, or with a leading `'` when it would
    /// start a formula.
    public static func defused(_ field: String) -> String {
        guard let first = field.first, formulaStarts.contains(first) else { return field }
        return "'" + field
    }
}
