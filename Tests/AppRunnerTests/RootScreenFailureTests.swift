import AppCore
import AppRunner
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

/// A root screen that cannot be built ends the run with the shared sentence in the user's
/// language and exit 1; the type that is missing goes to the log, not to the user.
@MainActor @Suite struct RootScreenFailureTests {
    @Test func aRootScreenThatCannotBeBuiltIsSaidInTheUsersLanguage() async {
        let run = await runApp(UnwiredApp.self, ["--plain", "--store", "memory", "--language", "de"])
        #expect(run.status == ExitStatus.failure)
        #expect(run.stderr == "error: Etwas ist schiefgelaufen.\n", "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
