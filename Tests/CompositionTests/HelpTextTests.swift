import AppCore
import ArgumentParser
import Localization
import Testing

@testable import AppRunner
@testable import MosaicApp

/// `--help` wraps to the terminal's width and nowhere else: the overview and
/// discussion of every command are whole paragraphs in the source, so a line ends mid-sentence
/// only where the parser wrapped it for the width.
@Suite struct HelpTextTests {
    /// The lines between the help's first line and USAGE: the abstract and the discussion.
    private func prose(_ help: String) -> [Substring] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: true)
        return Array(lines.prefix { !$0.hasPrefix("USAGE:") })
    }

    @Test func everyCommandsProseIsWholeParagraphsThatWrapOnlyAtTheWidth() throws {
        let all = commandTree(under: RootCommand<MosaicApp>.self)
        try #require(all.count > 20, "every product's commands are walked: \(all.map(\.path))")
        for (path, command) in all {
            let name = (["mosaic"] + path).joined(separator: " ")
            let wide = RootCommand<MosaicApp>.help(for: command, columns: 1000)
            for line in prose(wide) {
                // A table row (indented) may end anywhere; a sentence line ends a sentence.
                let ended =
                    line.hasPrefix("  ")
                    || [".", ":", ")", "!", "?"].contains(line.last.map(String.init) ?? "")
                #expect(ended, "'\(name) --help' breaks a line mid-sentence: \(String(line))")
            }
            // From 80 columns up every line fits, in every language (narrower, a path such as
            // $XDG_DATA_HOME/mosaic/<app>.sqlite is one word the parser cannot break).
            for language in Language.allCases {
                for width in [80, 120] {
                    let help = CommandLineLanguage.$localizer.withValue(Localizer(language: language)) {
                        RootCommand<MosaicApp>.help(for: command, columns: width)
                    }
                    let tooWide = help.split(separator: "\n").filter { $0.count > width }.map(String.init)
                    #expect(
                        tooWide.isEmpty, "'\(name) --help' in \(language) at \(width) columns: \(tooWide)")
                }
            }
        }
    }

    /// Help is written unwrapped, put in the user's language, then wrapped by ``HelpLayout``: in
    /// English that wrapping is ArgumentParser's own, line for line, for every command at every
    /// width (a row, a row whose label takes the line, prose, the usage and closing lines).
    @Test(arguments: [40, 57, 80, 103, 160])
    func wrappingAfterwardsIsArgumentParsersWrapping(columns: Int) throws {
        let all = commandTree(under: RootCommand<MosaicApp>.self)
        try #require(all.count > 20)
        for (path, command) in all {
            let unwrapped = RootCommand<MosaicApp>.helpMessage(for: command, columns: HelpLayout.unwrapped)
            let theirs = RootCommand<MosaicApp>.helpMessage(for: command, columns: columns)
            #expect(
                HelpLayout.wrap(unwrapped, columns: columns) == theirs,
                "'mosaic \(path.joined(separator: " ")) --help' at \(columns) columns")
        }
    }

    /// ArgumentParser's own words and the shared options' help are in the command line's
    /// language: no heading, listed value, default or shared option row is left in English.
    @Test(arguments: [Language.pl, .de, .es])
    func theSharedPartsOfHelpAreInTheUsersLanguage(language: Language) {
        let english = RootCommand<MosaicApp>.help(for: DataWipeCommand.self, columns: 80)
        let help = CommandLineLanguage.$localizer.withValue(Localizer(language: language)) {
            RootCommand<MosaicApp>.help(for: DataWipeCommand.self, columns: 80)
        }
        for word in [
            "OVERVIEW:", "USAGE:", "OPTIONS:", "Show help information.", "Show the version.", "(default:",
            "Database file", "Append logs", "Do not ask", "Remove the app's data",
        ] {
            #expect(english.contains(word), "\(word) in English:\n\(english)")
            #expect(!help.contains(word), "\(word) in \(language):\n\(help)")
        }
        let localizer = Localizer(language: language)
        for key in [HelpStrings.usage, .options, .showHelp] {
            #expect(help.contains(localizer[key]), "\(key) in \(language):\n\(help)")
        }
        // Wrapped to the width like English help, the usage line under its own heading.
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(help)")
        #expect(help.contains("\n" + localizer[HelpStrings.usage] + " mosaic data wipe"), "\(help)")
    }

    /// The default subcommand is marked in the user's language, its text still in its column.
    @Test func theDefaultSubcommandIsMarkedInTheUsersLanguage() throws {
        let help = CommandLineLanguage.$localizer.withValue(Localizer(language: .pl)) {
            RootCommand<MosaicApp>.help(for: DataCommand.self, columns: 100)
        }
        let row = try #require(help.split(separator: "\n").first { $0.hasPrefix("  show") })
        #expect(row.hasPrefix("  show (domyślne)         Wypisz, co aplikacja przechowuje"), "\(row)")
        #expect(help.contains("  Szczegółowa pomoc: 'mosaic help data <podpolecenie>'."), "\(help)")
    }

    /// Every command's help is in the user's language, not only its shared parts: no sentence of
    /// the English help (a prose line, or a row's text after its label) is left as it was.
    @Test(arguments: [Language.pl, .de, .es])
    func everyCommandsHelpIsTranslated(language: Language) throws {
        for (path, command) in commandTree(under: RootCommand<MosaicApp>.self) {
            let english = joiningLongLabels(
                RootCommand<MosaicApp>.help(for: command, columns: HelpLayout.unwrapped))
            let translated = joiningLongLabels(
                CommandLineLanguage.$localizer.withValue(Localizer(language: language)) {
                    RootCommand<MosaicApp>.help(for: command, columns: HelpLayout.unwrapped)
                })
            let name = (["mosaic"] + path).joined(separator: " ")
            try #require(english.count == translated.count, "'\(name) --help' in \(language)")
            for (line, other) in zip(english, translated) where line == other {
                // Prose starts at column 0; a row's text at column 26 after its label (a table in
                // the prose, such as the settings' values, is indented and left alone).
                let isRow = line.hasPrefix("  ") && line.dropFirst(2).first != " " && line.count > 26
                guard line.first != " " || isRow else { continue }
                let text = isRow ? line.dropFirst(26) : Substring(line)
                // Words of prose ("the", "Print"), not values such as en_US or $XDG_DATA_HOME.
                let words = text.split(separator: " ").filter {
                    $0.contains(where: \.isLetter)
                        && $0.allSatisfy { $0.isLetter || ".,;:()'\"".contains($0) }
                }
                #expect(
                    words.count < 3,
                    "'\(name) --help' in \(language) keeps English: \(line)")
            }
        }
    }

    /// `help`'s lines with a label too wide for its column (its text on the next line, as
    /// ArgumentParser places it, e.g. a translated `--failure-rate <tasa-de-fallos>`) joined to its
    /// text, so rows line up between languages whatever their labels' widths.
    private func joiningLongLabels(_ help: String) -> [Substring] {
        var lines: [Substring] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            let under = String(repeating: " ", count: 26)
            if line.hasPrefix(under), line.dropFirst(26).first != " ", let label = lines.last,
                label.hasPrefix("  "), !label.dropFirst(2).hasPrefix(" "), !label.dropFirst(2).contains("  ")
            {
                lines[lines.count - 1] = label + " " + line.dropFirst(26)
            } else {
                lines.append(line)
            }
        }
        return lines
    }

    /// The words in angle brackets are in the user's language too (`[<options>]` and
    /// `<codes>` stayed English in translated help): in every command's usage line and option and
    /// argument labels no placeholder word with a translation is left in English, values typed as
    /// they are (`<path|memory>`'s `memory`) stay, and every line still fits 80 columns.
    @Test(arguments: [Language.pl, .de, .es])
    func placeholdersAreInTheUsersLanguage(language: Language) throws {
        let localizer = Localizer(language: language)
        let english = HelpStrings.placeholders.filter { localizer[$0.value] != $0.key }.map(\.key)
        try #require(english.contains("path") && english.contains("options"))
        var seen = Set<String>()
        for (path, command) in commandTree(under: RootCommand<MosaicApp>.self) {
            let help = CommandLineLanguage.$localizer.withValue(localizer) {
                RootCommand<MosaicApp>.help(for: command, columns: 80)
            }
            let name = (["mosaic"] + path).joined(separator: " ")
            let usage = localizer[HelpStrings.usage]
            var inUsage = false
            for line in help.split(separator: "\n") {
                #expect(line.count <= 80, "'\(name) --help' in \(language): \(line)")
                if line.hasPrefix(usage) {
                    inUsage = true
                } else if !line.hasPrefix("     ") {
                    inUsage = false
                }
                let isLabel = line.hasPrefix("  -") || line.hasPrefix("  <")
                guard inUsage || isLabel else { continue }
                let label =
                    isLabel ? (line.dropFirst(2).components(separatedBy: "  ").first ?? "") : String(line)
                for word in label.split(separator: "<").dropFirst().compactMap({
                    $0.split(separator: ">").first
                }) {
                    for part in word.split(separator: "|") {
                        seen.insert(String(part))
                        #expect(
                            !english.contains(String(part)),
                            "'\(name) --help' in \(language) keeps <\(part)>: \(line)")
                    }
                }
            }
        }
        #expect(seen.contains("memory"), "the typed value in <path|memory> is kept: \(seen.sorted())")
        #expect(seen.contains(localizer[HelpStrings.placeholderPath]), "\(seen.sorted())")
    }
}
