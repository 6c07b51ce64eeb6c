import Testing

@testable import AppRunner

/// The `USAGE:` line of `--help` fits the width the rest of the help is wrapped to.
@Suite struct HelpUsageTests {
    private let help = """
        OVERVIEW: Print the saved settings.

        USAGE: mosaic settings show [--store <path|memory>] [--language <code>] [--no-color] [--log] <key> <value>

        OPTIONS:
          --store <path|memory>   Database file.
        """

    @Test func theSynopsisIsSplitBetweenElementsNeverInsideOne() {
        #expect(
            HelpUsage.synopsisElements("packs [--env <mock|stage|prod>] [--store <path|memory>] <id> ...")
                == ["packs", "[--env <mock|stage|prod>]", "[--store <path|memory>]", "<id>", "..."])
    }

    @Test(arguments: [40, 60, 80])
    func aLongUsageIsBrokenToFitWithHangingIndent(columns: Int) throws {
        let wrapped = HelpUsage.wrapped(help, columns: columns)
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

    @Test func aUsageThatFitsIsLeftAlone() {
        #expect(HelpUsage.wrapped(help, columns: 200) == help)
        #expect(HelpUsage.wrapped("no usage here", columns: 5) == "no usage here")
    }

    @Test func theWidthIsColumnsWhenItIsANumber() {
        #expect(HelpUsage.columns(environment: ["COLUMNS": "132"]) == 132)
        // Not a number (or not positive): the terminal's, or 80 when there is none (as in tests).
        #expect(HelpUsage.columns(environment: ["COLUMNS": "wide"]) > 0)
        #expect(HelpUsage.columns(environment: ["COLUMNS": "-3"]) > 0)
    }
}
