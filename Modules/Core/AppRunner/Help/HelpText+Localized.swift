import AppCore
import Foundation
import Localization

extension HelpText {
    /// `help`, written by ArgumentParser at ``HelpLayout/unwrapped`` columns, as `--help` prints
    /// it in `localizer`'s language: ArgumentParser's own words (headings, the values and default
    /// it lists, its `--help` and `--version` rows) put in that language line by line, then
    /// wrapped to `columns` the way ArgumentParser wraps (``HelpLayout``) with the usage line
    /// fitted (``wrappingUsage(_:columns:prefix:)``). The commands' own words are already in it.
    public static func localized(_ help: String, columns: Int, _ localizer: Localizer) -> String {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map {
            localizedPlaceholders(localizedRow(String($0), localizer), localizer)
        }
        var wrapped = HelpLayout.wrap(lines.joined(separator: "\n"), columns: columns)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let usage = localizer[HelpStrings.usage] + " "
        for index in wrapped.indices {
            let line = wrapped[index]
            if line.hasPrefix(usagePrefix) {
                wrapped[index] = usage + line.dropFirst(usagePrefix.count)
            } else if let heading = headings[line] {
                wrapped[index] = localizer[heading]
            } else if line.hasPrefix(seePrefix), line.hasSuffix(seeSuffix) {
                let command = line.dropFirst(seePrefix.count).dropLast(seeSuffix.count)
                wrapped[index] =
                    "  " + localizer.string(HelpStrings.seeSubcommand, ["command": String(command)])
            }
        }
        return wrappingUsage(wrapped.joined(separator: "\n"), columns: columns, prefix: usage)
    }

    private static let headings: [String: HelpStrings] = [
        "ARGUMENTS:": .arguments, "OPTIONS:": .options, "SUBCOMMANDS:": .subcommands,
    ]
    private static let seePrefix = "  See '"
    private static let seeSuffix = " <subcommand>' for detailed help."
    private static let overviewPrefix = "OVERVIEW: "
    private static let defaultSubcommandMarker = " (default)"

    /// One unwrapped line with ArgumentParser's words in `localizer`'s language: the overview's
    /// heading, the standard rows' text, and the values and default ArgumentParser appends.
    private static func localizedRow(_ line: String, _ localizer: Localizer) -> String {
        if line.hasPrefix(overviewPrefix) {
            return localizer[HelpStrings.overview] + " " + line.dropFirst(overviewPrefix.count)
        }
        for (english, key) in standardRows where line.hasSuffix(english) {
            return line.dropLast(english.count) + localizer[key]
        }
        if let marker = line.range(of: defaultSubcommandMarker),
            line.distance(from: line.startIndex, to: marker.upperBound) <= HelpLayout.labelColumn
        {
            // The default subcommand's label, its text in the label column: on the same line
            // when the label leaves room, else on the next, as ArgumentParser places it.
            let label = String(line[..<marker.lowerBound]) + localizer[HelpStrings.defaultSubcommand]
            let text = line[marker.upperBound...].drop { $0 == " " }
            guard !text.isEmpty else { return label }
            let column = HelpLayout.labelColumn
            return label.count < column
                ? label + String(repeating: " ", count: column - label.count) + text
                : label + "\n" + String(repeating: " ", count: column) + text
        }
        guard line.hasSuffix(")"),
            let open = line.range(of: " (values: ", options: .backwards)
                ?? line.range(of: " (default: ", options: .backwards)
        else { return line }
        let listed = line[open.upperBound..<line.index(before: line.endIndex)]
        let text: String
        if line[open].hasSuffix("(default: ") {
            text = localizer.string(HelpStrings.defaultValue, ["value": String(listed)])
        } else if let split = listed.range(of: "; default: ") {
            text = localizer.string(
                HelpStrings.valuesAndDefault,
                ["values": String(listed[..<split.lowerBound]), "value": String(listed[split.upperBound...])])
        } else {
            text = localizer.string(HelpStrings.values, ["values": String(listed)])
        }
        return line[..<open.lowerBound] + " " + text
    }

    /// `line` with the words in angle brackets put in `localizer`'s language where they are
    /// ArgumentParser's placeholders: in the usage line, and in the label of an option or argument
    /// row (its text stays at the label column, or moves to the next line when the translated
    /// label no longer leaves room, as ArgumentParser places a long label). Descriptions are the
    /// commands' own words, already translated, and are left alone.
    static func localizedPlaceholders(_ line: String, _ localizer: Localizer) -> String {
        guard localizer.language != .en else { return line }
        if line.hasPrefix(usagePrefix) { return translatingPlaceholders(line, localizer) }
        let trimmed = line.drop { $0 == " " }
        guard line.hasPrefix("  "), line.count - trimmed.count == 2,
            trimmed.hasPrefix("-") || trimmed.hasPrefix("<")
        else { return line }
        let column = HelpLayout.labelColumn
        // The label is the option's or argument's syntax (`-n, --top <n>`, `<codes> ...`), the
        // text what follows (at the label column, or on the next line after a long label).
        let tokens = trimmed.split(separator: " ", omittingEmptySubsequences: false)
        let labelCount =
            tokens.firstIndex { token in
                !(token.hasPrefix("-") || token.hasPrefix("<") || token == "...")
            } ?? tokens.endIndex
        let label = tokens[..<labelCount].joined(separator: " ")
        let text = tokens[labelCount...].joined(separator: " ").drop { $0 == " " }
        let translated = "  " + translatingPlaceholders(label, localizer)
        guard !text.isEmpty else { return translated }
        return translated.count < column
            ? translated + String(repeating: " ", count: column - translated.count) + text
            : translated + "\n" + String(repeating: " ", count: column) + text
    }

    /// `text` with each `<word>` (each part of `<a|b>`) that ``HelpStrings/placeholders`` knows in
    /// `localizer`'s language.
    private static func translatingPlaceholders(_ text: String, _ localizer: Localizer) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            result += rest[..<open]
            let parts = rest[rest.index(after: open)..<close].split(
                separator: "|", omittingEmptySubsequences: false)
            let words = parts.map { part in
                HelpStrings.placeholders[String(part)].map { localizer[$0] } ?? String(part)
            }
            result += "<" + words.joined(separator: "|") + ">"
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private static let standardRows: [(String, HelpStrings)] = [
        ("Show help information.", .showHelp), ("Show the version.", .showVersion),
        ("Show subcommand help information.", .showSubcommandHelp),
    ]
}
