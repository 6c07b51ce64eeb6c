import AppCore
import AppRunner
import AppRunnerTestSupport
import Localization
import MosaicTestSupport
import Swinject
import TerminalUI
import Testing

/// A plugin whose root screen needs a service nobody registered: a wiring bug.
private struct UnwiredPlugin: FeaturePlugin {
    struct Unregistered {}
    let id = "unwired"
    func title(_ localizer: Localizer) -> String { "Unwired" }
    var assembly: any Assembly { SampleAssembly() }
    @MainActor func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        _ = try resolver.require(Unregistered.self)
        return StaticScreen()
    }
}

private enum UnwiredApp: MosaicApplication {
    static let name = "unwired"
    static let abstract = "A plugin whose root screen cannot be built."
    static let commands: [any PluginCommand.Type] = []
    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] { [UnwiredPlugin()] }
}

/// An app whose plugins cannot be built from the options, with an error of no known kind.
private enum UnbuildableApp: MosaicApplication {
    struct Unexpected: Error {}
    static let name = "unbuildable"
    static let abstract = "An app whose plugins cannot be built."
    static let commands: [any PluginCommand.Type] = []
    static func plugins(_ options: NoOptions) throws -> [any FeaturePlugin] { throw Unexpected() }
}

/// A start that fails in a way no error type words (a wiring bug) ends the run with the shared
/// sentence in the user's language; the error's detail goes to the log, not to the user.
@MainActor @Suite struct StartupFailureTests {
    @Test func aRootScreenThatCannotBeBuiltIsSaidInTheUsersLanguage() async {
        let run = await runApp(UnwiredApp.self, ["--plain", "--store", "memory", "--language", "de"])
        #expect(run.status == ExitStatus.failure)
        #expect(run.stderr == "error: Etwas ist schiefgelaufen.\n", "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func pluginsThatCannotBeBuiltAreSaidInTheUsersLanguage() async {
        let run = await runApp(UnbuildableApp.self, ["--plain", "--store", "memory", "--language", "es"])
        #expect(run.status == ExitStatus.usage)
        #expect(run.stderr == "error: Algo salió mal.\n", "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
