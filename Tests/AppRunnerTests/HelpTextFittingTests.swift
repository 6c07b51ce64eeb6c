import AppCore
import Testing

@testable import AppRunner

/// The `USAGE:` line of `--help` fits the width the rest of the help is wrapped to.
@Suite struct HelpTextFittingTests {
    private let help = """
        OVERVIEW: Print the saved settings.

        USAGE: mosaic settings show [--store <path|memory>] [--language <code>] [--no-color] [--log] <key> <value>

        OPTIONS:
          --store <path|memory>   Database file.
        """

    @Test func theSynopsisIsSplitBetweenElementsNeverInsideOne() {
        #expect(
            HelpText.synopsisElements("packs [--env <mock|stage|prod>] [--store <path|memory>] <id> ...")
                == ["packs", "[--env <mock|stage|prod>]", "[--store <path|memory>]", "<id>", "..."])
    }

    @Test(arguments: [40, 60, 80])
    func aLongUsageIsBrokenToFitWithHangingIndent(columns: Int) throws {
        let wrapped = HelpText.wrappingUsage(help, columns: columns)
        let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("USAGE: ") })
        let usage = lines[start...].prefix { !$0.isEmpty }
        #expect(usage.count > 1, "\(wrapped)")
        #expect(usage.allSatisfy { $0.count <= columns }, "\(wrapped)")
        #expect(usage.dropFirst().allSatisfy { $0.hasPrefix("       ") && !$0.hasPrefix("        ") })
        // Nothing lost or reordered: the words are the original usage's.
        let words = usage.joined(separator: " ").split(separator: " ")
        #expect(
            words
                == "USAGE: mosaic settings show [--store <path|memory>] [--language <code>] [--no-color] [--log] <key> <value>"
                .split(separator: " "))
        // The rest of the help is untouched.
        #expect(wrapped.hasPrefix("OVERVIEW: Print the saved settings.\n\n"))
        #expect(wrapped.hasSuffix("\n\nOPTIONS:\n  --store <path|memory>   Database file."))
    }

    /// A feature's command is declared once for its app and its demo: in a demo that refuses the
    /// server options, its help leaves their rows out at every width; in the app it keeps them.
    @Test(arguments: [60, 80, 120, 200])
    func aDemosSubcommandHelpLeavesOutTheServerOptions(columns: Int) {
        let demo = RootCommand<SampleDemo>.help(for: SampleListCommand.self, columns: columns)
        let app = RootCommand<SampleApp>.help(for: SampleListCommand.self, columns: columns)
        for option in [
            "--env", "--base-url", "--data-file", "--latency", "--failure-rate", "--offline", "--seed",
        ] {
            #expect(!demo.contains(option), "\(option) at \(columns):\n\(demo)")
            #expect(app.contains(option), "\(option) at \(columns):\n\(app)")
        }
        #expect(demo.contains("--store") && demo.contains("--log-file"), "\(demo)")
        // Only those rows: the rest of the demo's help is the app's, line for line.
        let rows = Set(
            ServerOptions.helpMessage(columns: columns).split(separator: "\n").drop { $0 != "OPTIONS:" }
                .dropFirst().prefix { !$0.hasPrefix("  -h, --help") })
        #expect(rows.count >= 8, "\(rows)")
        let kept = app.split(separator: "\n").filter { !rows.contains($0) && !$0.hasPrefix("USAGE") }
        #expect(demo.split(separator: "\n").filter { !$0.hasPrefix("USAGE") } == kept)
    }

    @Test func aUsageThatFitsIsLeftAlone() {
        #expect(HelpText.wrappingUsage(help, columns: 200) == help)
        #expect(HelpText.wrappingUsage("no usage here", columns: 5) == "no usage here")
    }

    @Test func theWidthIsColumnsWhenItIsANumberButNeverNarrowerThanArgumentParserCanWrap() {
        #expect(HelpText.columns(environment: ["COLUMNS": "132"]) == 132)
        for narrow in ["39", "10", "0", "-3"] {
            #expect(HelpText.columns(environment: ["COLUMNS": narrow]) == HelpText.minimumColumns)
        }
        // Not a number: the terminal's, or 80 when there is none (as in tests).
        #expect(HelpText.columns(environment: ["COLUMNS": "wide"]) >= HelpText.minimumColumns)
    }
}
