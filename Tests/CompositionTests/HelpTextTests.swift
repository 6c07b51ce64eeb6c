import ArgumentParser
import Testing

@testable import AppRunner
@testable import MosaicApp

/// `--help` wraps to the terminal's width and nowhere else (issue 22 item 15): the overview and
/// discussion of every command are whole paragraphs in the source, so a line ends mid-sentence
/// only where the parser wrapped it for the width.
@Suite struct HelpTextTests {
    /// Every command of `mosaic` (which holds every product's), with its path.
    private func commands(
        under command: any ParsableCommand.Type, path: [String] = []
    ) -> [(path: [String], command: any ParsableCommand.Type)] {
        [(path, command)]
            + command.configuration.subcommands.flatMap { sub in
                commands(under: sub, path: path + [sub._commandName])
            }
    }

    /// The lines between the help's first line and USAGE: the abstract and the discussion.
    private func prose(_ help: String) -> [Substring] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: true)
        return Array(lines.prefix { !$0.hasPrefix("USAGE:") })
    }

    @Test func everyCommandsProseIsWholeParagraphsThatWrapOnlyAtTheWidth() throws {
        let all = commands(under: RootCommand<MosaicApp>.self)
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
            // From 80 columns up every line fits (narrower, a path such as
            // $XDG_DATA_HOME/mosaic/<app>.sqlite is one word the parser cannot break).
            for width in [80, 120] {
                let help = RootCommand<MosaicApp>.help(for: command, columns: width)
                let tooWide = help.split(separator: "\n").filter { $0.count > width }.map(String.init)
                #expect(tooWide.isEmpty, "'\(name) --help' at \(width) columns: \(tooWide)")
            }
        }
    }
}
