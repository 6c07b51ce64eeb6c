import AppCore
import AppRunner
import AppRunnerTestSupport
import ArgumentParser
import MosaicTestSupport
import Testing

/// `--scenario` as every demo gets it from ``ScenarioOptions``: parsing, the default, help that
/// lists each scenario with its summary, errors, and the option after a subcommand's name.
@MainActor @Suite struct ScenarioOptionsTests {
    @Test func theFirstScenarioIsTheDefaultAndANamedOneIsChosen() throws {
        #expect(try ScenarioOptions<SampleScenario>.parse([]).scenario == .fruit)
        #expect(try ScenarioOptions<SampleScenario>.parse(["--scenario", "nothing"]).scenario == .nothing)
        #expect(try ScenarioOptions<SampleScenario>.parse(["--scenario", "just-kiwi"]).scenario == .justKiwi)
    }

    @Test func whetherTheScenarioWasTypedIsKnownEvenWhenItIsTheDefault() throws {
        #expect(try !ScenarioOptions<SampleScenario>.parse([]).isGiven)
        #expect(try ScenarioOptions<SampleScenario>.parse(["--scenario", "fruit"]).isGiven)
        #expect(SampleDemo.optionsGiven(try .parse(["--scenario", "fruit"])) == ["--scenario"])
        #expect(SampleDemo.optionsGiven(try .parse([])).isEmpty)
    }

    /// `data` shows this device's files whatever the scenario: `--scenario` there did nothing.
    @Test(arguments: [["data", "--scenario", "nothing"], ["--scenario", "nothing", "data", "path"]])
    func aCommandReadingOnlyThisDevicesDataRefusesTheScenario(arguments: [String]) async {
        let run = await runApp(SampleDemo.self, arguments + ["--store", "memory"])
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "error: This command uses only what is stored on this device; leave out --scenario.\n",
            "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    /// The sample demo's fakes stand in for every service: its help leaves out the server options
    /// it refuses.
    @Test func theDemosHelpLeavesOutTheServerOptions() async {
        let run = await runApp(SampleDemo.self, ["--help"])
        #expect(run.status == 0)
        #expect(!run.stdout.contains("--latency") && !run.stdout.contains("--env"), "\(run.stdout)")
        #expect(run.stdout.contains("--store") && run.stdout.contains("--scenario"), "\(run.stdout)")
    }

    @Test func aScenarioMayNameAnotherDefault() throws {
        #expect(try ScenarioOptions<LateDefaultScenario>.parse([]).scenario == .late)
        let help = ScenarioOptions<LateDefaultScenario>.helpMessage(columns: 200)
        #expect(help.contains("Which situation to show. (default: late)"), "\(help)")
    }

    @Test func helpListsEveryScenarioWithItsSummaryAndTheDefault() async {
        let run = await runApp(SampleDemo.self, ["--help"])
        #expect(run.status == 0)
        // The words, whatever the width wrapped: each name followed by "- " and its summary.
        let text = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for scenario in SampleScenario.allCases {
            #expect(
                text.contains(" \(scenario.rawValue) - \(scenario.summary) "),
                "\(scenario.rawValue) in:\n\(run.stdout)")
        }
        #expect(text.contains("--scenario <name> Which situation to show. (default: fruit)"), "\(run.stdout)")
    }

    @Test func anUnknownScenarioIsAUsageErrorListingTheNames() async {
        let run = await runApp(SampleDemo.self, ["--plain", "--store", "memory", "--scenario", "moon"])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        for name in ["'moon'", "fruit", "nothing", "just-kiwi"] {
            #expect(run.stderr.contains(name), "\(name) in: \(run.stderr)")
        }
    }

    @Test(arguments: [
        (["list", "--store", "memory"], ["Apple", "Żółw", "Kiwi"], []),
        (["list", "--store", "memory", "--scenario", "just-kiwi"], ["Kiwi"], ["Apple", "Żółw"]),
        (["--scenario", "just-kiwi", "list", "--store", "memory"], ["Kiwi"], ["Apple", "Żółw"]),
    ])
    func theScenarioReachesSubcommandsWhereverItIsTyped(
        arguments: [String], shown: [String], hidden: [String]
    ) async {
        let run = await runApp(SampleDemo.self, arguments)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        for name in shown { #expect(run.stdout.contains(name), "\(arguments): \(run.stdout)") }
        for name in hidden {
            #expect(!run.stdout.contains(name), "\(arguments): \(run.stdout)")
        }
    }

    @Test func theScenarioShapesTheScreens() async {
        let run = await runApp(SampleDemo.self, ["--plain", "--store", "memory", "--scenario", "nothing"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("Apple"), "\(run.stdout)")
        #expect(run.stdout.contains("Items"), "\(run.stdout)")
    }
}

/// The sample feature's demo situations.
enum SampleScenario: String, DemoScenario {
    case fruit
    case nothing
    case justKiwi = "just-kiwi"
    /// A name too long for the label column: help lists its summary on the next line.
    case longName = "the-fruit-under-a-long-name"

    var summary: String {
        switch self {
        case .fruit: "three items, one with an emoji"
        case .nothing: "an empty list"
        case .justKiwi: "a single kiwi"
        case .longName: "the fruit scenario again, under a name too long for the label column of help"
        }
    }

    /// What the sample route answers in this scenario.
    var itemsJSON: String {
        switch self {
        case .fruit: SamplePlugin.itemsJSON
        case .nothing: "[]"
        case .justKiwi: #"[{"id":3,"name":"Kiwi"}]"#
        case .longName: SamplePlugin.itemsJSON
        }
    }
}

/// Scenarios whose default is not the first one listed.
enum LateDefaultScenario: String, DemoScenario {
    case early, late

    static let defaultScenario = LateDefaultScenario.late

    var summary: String { "shown \(rawValue)" }
}

/// The sample feature alone, on the data of a scenario.
enum SampleDemo: DemoApplication {
    typealias Scenario = SampleScenario
    static let name = "sample-demo"
    static let abstract = "The sample feature alone, in a chosen scenario."
    static let commands: [any PluginCommand.Type] = [SampleListCommand.self]
    static func plugins(_ options: Options) -> [any FeaturePlugin] {
        [SamplePlugin(items: options.scenario.itemsJSON)]
    }
}
