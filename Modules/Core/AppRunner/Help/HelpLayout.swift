/// Wraps help that ArgumentParser wrote without wrapping (at ``unwrapped`` columns) the way
/// ArgumentParser wraps it, so help can be changed as whole lines first (its own words put in the
/// user's language, ``HelpText/localized(_:columns:_:)``) and wrapped to the terminal after.
///
/// ArgumentParser lays help out in a few shapes, each kept here: prose before `USAGE:` (the
/// overview and discussion, each line wrapped with no indent); option and subcommand rows (a
/// label in the first 26 columns, its text wrapped under column 26, or on the next line when the
/// label is wider); an argument's discussion under column 8, and the values it lists (a name at
/// column 8, "- what it is" at column 26, wrapped under column 28); the usage line and the closing
/// "See '… help <subcommand>'" line, which it never wraps. `HelpTextTests` (every command of every
/// product) and `HelpLayoutTests` (a demo's scenarios) check that English help wrapped here is
/// ArgumentParser's, line for line, at several widths.
public enum HelpLayout {
    /// A width at which ArgumentParser wraps nothing.
    public static let unwrapped = 1_000_000

    /// Where a row's text starts (ArgumentParser's label column).
    static let labelColumn = 26
    /// Where an argument's discussion starts.
    static let discussionColumn = 8

    /// `help`, written at ``unwrapped`` columns, wrapped to `columns`.
    public static func wrap(_ help: String, columns: Int) -> String {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The prose is one text to ArgumentParser ("OVERVIEW: …" up to the blank line before USAGE).
        let usage = lines.firstIndex { $0.hasPrefix(HelpText.usagePrefix) } ?? lines.endIndex
        let proseEnd = usage > 0 && lines[usage - 1].isEmpty ? usage - 1 : usage
        var result = [wrapped(lines[..<proseEnd].joined(separator: "\n"), columns: columns, indent: 0)]
        var index = proseEnd
        while index < lines.endIndex {
            let line = lines[index]
            index += 1
            guard index - 1 > usage, !lines[index - 2].isEmpty else {
                // The usage line, blank lines, headers, and the closing "See '…'" line.
                result.append(line)
                continue
            }
            // A block: a row, or text under the label or discussion column, with the lines
            // under the same column that continue it (an abstract written on several lines).
            if let value = enumeratedValue(line) {
                // A value listed under an option ("        name      - what it is"), its text
                // after the hyphen wrapped under column 28, on the next line when the name is long.
                let text = wrapped(value.text, columns: columns, indent: labelColumn + 2)
                result.append(
                    value.label.map { $0 + text.dropFirst(labelColumn + 2) } ?? String(text.dropFirst(2)))
                continue
            }
            let (label, column): (String, Int)
            if isText(line, at: labelColumn) {
                (label, column) = ("", labelColumn)
            } else if isText(line, at: discussionColumn) {
                (label, column) = ("", discussionColumn)
            } else if isRow(line) {
                (label, column) = (String(line.prefix(labelColumn)), labelColumn)
            } else {
                result.append(line)
                continue
            }
            var block = [String(line.dropFirst(column))]
            while index < lines.endIndex, isText(lines[index], at: column) {
                block.append(String(lines[index].dropFirst(column)))
                index += 1
            }
            let text = wrapped(block.joined(separator: "\n"), columns: columns, indent: column)
            result.append(label.isEmpty ? text : label + text.dropFirst(label.count))
        }
        return result.joined(separator: "\n")
    }

    /// A value of an enumerated discussion: its name at column 8 and "- text" at column 26 on the
    /// same line (`label` is the first 26 columns), or "- text" alone at column 26 after a line
    /// holding only a name (`label` nil).
    private static func enumeratedValue(_ line: String) -> (label: String?, text: String)? {
        let characters = Array(line)
        if isText(line, at: discussionColumn), characters.count > labelColumn + 1,
            characters[labelColumn - 1] == " ", characters[labelColumn] == "-",
            characters[labelColumn + 1] == " "
        {
            return (String(characters[..<labelColumn]), String(characters[labelColumn...]))
        }
        if isText(line, at: labelColumn), characters.count > labelColumn + 1, characters[labelColumn] == "-",
            characters[labelColumn + 1] == " "
        {
            return (nil, String(characters[labelColumn...]))
        }
        return nil
    }

    /// Whether `line` is text starting at `column`, after nothing but spaces.
    private static func isText(_ line: String, at column: Int) -> Bool {
        let characters = Array(line.prefix(column + 1))
        return characters.count > column && characters[column] != " "
            && characters[..<column].allSatisfy { $0 == " " }
    }

    /// Whether `line` is a label (from column 2) with its text starting at the label column.
    private static func isRow(_ line: String) -> Bool {
        let characters = Array(line.prefix(labelColumn + 1))
        return characters.count > labelColumn && characters[labelColumn - 1] == " "
            && characters[labelColumn] != " " && isText(line, at: 2)
    }

    /// ArgumentParser's wrapping (`String.wrapped(to:wrappingIndent:)`): lines of at most
    /// `columns - indent` characters broken at the last space that fits (a longer word stands
    /// alone), the text's own line breaks kept, each line indented by `indent`.
    static func wrapped(_ text: String, columns: Int, indent: Int) -> String {
        let width = columns - indent
        guard width > 0 else { return text }
        var result: [Substring] = []
        var rest = Substring(text)
        while true {
            let chunk = rest.prefix(width)
            if let lineBreak = chunk.lastIndex(of: "\n") {
                result.append(
                    contentsOf: rest[..<lineBreak].split(separator: "\n", omittingEmptySubsequences: false))
                rest = rest[rest.index(after: lineBreak)...]
            } else if chunk.endIndex == rest.endIndex {
                result.append(rest)
                break
            } else if let space = chunk.lastIndex(of: " ") {
                result.append(rest[..<space])
                rest = rest[rest.index(after: space)...]
            } else if let space = rest.firstIndex(of: " ") {
                result.append(rest[..<space])
                rest = rest[rest.index(after: space)...]
            } else {
                result.append(rest)
                break
            }
        }
        let padding = String(repeating: " ", count: indent)
        return result.map { $0.isEmpty ? "" : padding + $0 }.joined(separator: "\n")
    }
}
