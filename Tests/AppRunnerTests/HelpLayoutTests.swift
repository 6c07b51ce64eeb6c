import AppCore
import ArgumentParser
import Localization
import Testing

@testable import AppRunner

/// ``HelpLayout`` wraps help written unwrapped as ArgumentParser wraps it, in the shapes the
/// apps' commands do not all have (`HelpTextTests` in CompositionTests walks every one of those):
/// a demo's `--scenario` lists its scenarios, a long name on a line of its own.
@Suite struct HelpLayoutTests {
    @Test(arguments: [40, 57, 80, 103, 160])
    func aDemosHelpIsWrappedAsArgumentParserWrapsIt(columns: Int) {
        for command in [RootCommand<SampleDemo>.self, SampleListCommand.self] as [any ParsableCommand.Type] {
            let unwrapped = RootCommand<SampleDemo>.helpMessage(for: command, columns: HelpLayout.unwrapped)
            let theirs = RootCommand<SampleDemo>.helpMessage(for: command, columns: columns)
            #expect(
                HelpLayout.wrap(unwrapped, columns: columns) == theirs, "\(command) at \(columns) columns")
        }
    }

    /// The scenario list keeps ArgumentParser's columns in every language: names at 8, "- " at
    /// 26, the summary's next lines at 28.
    @Test func theScenarioListKeepsItsColumns() throws {
        let help = CommandLineLanguage.$localizer.withValue(Localizer(language: .pl)) {
            RootCommand<SampleDemo>.help(for: RootCommand<SampleDemo>.self, columns: 60)
        }
        let lines = help.split(separator: "\n").map(String.init)
        let long = try #require(lines.firstIndex { $0 == "        the-fruit-under-a-long-name" }, "\(help)")
        try #require(lines.indices.contains(long + 2))
        #expect(
            lines[long + 1].hasPrefix(String(repeating: " ", count: 26) + "- the fruit scenario"), "\(help)")
        #expect(lines[long + 2].hasPrefix(String(repeating: " ", count: 28) + "under"), "\(help)")
        // The value's name is in Polish too, and the text keeps its column after the longer label.
        let row = try #require(lines.firstIndex { $0.hasPrefix("  --scenario <nazwa>") })
        try #require(lines.indices.contains(row + 1))
        #expect(lines[row] == "  --scenario <nazwa>      Którą sytuację pokazać.", "\(help)")
        #expect(lines[row + 1] == String(repeating: " ", count: 26) + "(domyślnie: fruit)", "\(help)")
    }
}
