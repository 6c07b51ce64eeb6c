import AppCore
import AppCoreTestSupport
import AppRunner
import Clocks
import Foundation
import Localization
import MosaicTestSupport
import TerminalUI
import Testing

/// A `--plain` or `--keys` run stops waiting for a screen that does not settle, and says so in the
/// user's language; the mock's `--latency` is waited for on top of that bound.
@MainActor @Suite struct SettleTimeoutTests {
    /// A screen whose data never arrives.
    private final class LoadingForever: Screen {
        let title = "Paczki"
        let phase = ScreenPhase.busy
        func render(in context: RenderContext) -> [StyledLine] { [StyledLine("…")] }
    }

    @Test func aScreenStillLoadingIsSaidInTheUsersLanguage() async throws {
        let errors = CapturedOutput()
        let output = CapturedOutput()
        // ImmediateClock: the 60 s deadline passes at once, however busy the machine is.
        let runner = ScreenRunner(
            display: try plainDisplay(), theme: .noColor, labels: ChromeLabels(Localizer(language: .pl)),
            output: output.output, errors: errors.output, size: .headlessDefault,
            settleTimeout: .seconds(60), localizer: Localizer(language: .pl), clock: ImmediateClock())
        let status = await runner.run(LoadingForever())
        #expect(status == ExitStatus.failure)
        #expect(
            errors.text
                == "error: Ekran „Paczki” wciąż się wczytywał po 60 s: serwer działa wolno albo nie odpowiada. Spróbuj ponownie później.\n"
        )
        #expect(output.text.isEmpty)
    }

    @Test func theWordsInEveryLanguage() {
        let error = HeadlessSessionError.timedOut(screen: "Orders", after: .milliseconds(90_500))
        func message(_ language: Language?) -> String {
            ScreenRunner(
                display: DisplayOptions(), theme: .noColor, labels: .english, size: .headlessDefault,
                localizer: language.map { Localizer(language: $0) }
            ).message(for: error)
        }
        #expect(
            message(.en)
                == "“Orders” was still loading after 91 s: the server is slow or not answering. Try again later."
        )
        #expect(message(.de).hasPrefix("„Orders“ lud nach 91 s immer noch"))
        #expect(message(.es).hasPrefix("«Orders» seguía cargando tras 91 s"))
        #expect(message(nil) == error.description, "without a localizer: the developer's words")
    }

    /// The bound a run waits for a screen grows by the latency asked of the mock (Docs/Apps.md: `--plain`).
    /// Checked as a value: a run racing a real-time bound would share the machine with every other
    /// test (the main actor too), and a busy CI agent once made it time out.
    @Test func aRunWaitsForTheLatencyItAskedTheMockForOnTopOfTheBound() {
        #expect(ScreenRunner.settleTimeout(.seconds(60), mockLatency: 65) == .seconds(125))
        #expect(ScreenRunner.settleTimeout(.seconds(60), mockLatency: 0.25) == .milliseconds(60_250))
        #expect(ScreenRunner.settleTimeout(.seconds(60), mockLatency: nil) == .seconds(60))
        #expect(ScreenRunner.settleTimeout(nil, mockLatency: 65) == nil, "no bound stays no bound")
    }

    private func plainDisplay() throws -> DisplayOptions {
        try DisplayOptions.parse(["--plain"])
    }
}
