import AppCore
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

    /// With a settle bound of zero, only the 60 s of `--latency` on top lets the screen settle: the
    /// mock answers at once on the `ImmediateClock`, long before that real minute is up.
    @Test func aPlainRunWaitsForTheLatencyItAskedTheMockFor() async {
        let run = await MosaicMain<SampleApp>.runCapturing(
            ["--plain", "--store", "memory", "--latency", "60"], environment: ["LANG": "en_US.UTF-8"],
            clock: ImmediateClock(), settleTimeout: .zero)
        #expect(run.status == ExitStatus.success, "\(run.stderr)")
        #expect(run.stdout.contains("Sample"), "\(run.stdout)")
    }

    private func plainDisplay() throws -> DisplayOptions {
        try DisplayOptions.parse(["--plain"])
    }
}
