import Clocks
import ConcurrencyExtras
import Foundation
import Testing

@testable import AppCore

/// A `--data-file` run that takes longer than a second says so on stderr; a quicker one prints nothing.
@MainActor @Suite(.serialized, .timeLimit(.minutes(1))) struct DataFileProgressTests {
    @Test func showsProgressAfterOneSecondAndNotBefore() async {
        await withMainSerialExecutor {
            let clock = TestClock()
            let captured = Captured()
            let progress = DataFileProgress(clock: clock, errors: captured.output, isTerminal: false)
            progress.start { "Reading items.json… \($0) s" }
            await clock.advance(by: .milliseconds(999))
            #expect(captured.text.isEmpty, "nothing within the first second")
            await clock.advance(by: .milliseconds(1))
            #expect(captured.text == "Reading items.json… 1 s\n")
            await clock.advance(by: .seconds(5))
            #expect(captured.text == "Reading items.json… 1 s\nReading items.json… 6 s\n", "a line every 5 s")
            progress.stop()
            await clock.advance(by: .seconds(30))
            #expect(
                captured.text == "Reading items.json… 1 s\nReading items.json… 6 s\n", "silent once stopped")
        }
    }

    @Test func onATerminalTheLineIsUpdatedInPlaceAndCleared() async {
        await withMainSerialExecutor {
            let clock = TestClock()
            let captured = Captured()
            let progress = DataFileProgress(clock: clock, errors: captured.output, isTerminal: true)
            progress.start { "Reading \u{1B}[31mx… \($0) s" }
            await clock.advance(by: .seconds(2))
            progress.stop()
            #expect(captured.text == "\r\u{1B}[2KReading x… 1 s\r\u{1B}[2KReading x… 2 s\r\u{1B}[2K")
        }
    }

    @Test func aSlowDataFileRunShowsLocalizedProgressThenItsOutput() async throws {
        let file = try itemsFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        await withMainSerialExecutor {
            let clock = TestClock()
            // --latency stands in for a slow decode: the data-file route answers after 2 s on the test clock.
            let run = Task {
                await MosaicMain<SampleApp>.runCapturing(
                    ["list", "--data-file", file, "--latency", "2", "--store", "memory", "--language", "de"],
                    clock: clock, showsProgress: true)
            }
            await clock.advance(by: .seconds(2))
            let result = await run.value
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == "\(URL(fileURLWithPath: file).lastPathComponent) wird gelesen… 1 s\n")
            #expect(result.stdout.contains("Apple"))
        }
    }

    @Test func aQuickDataFileRunPrintsNoProgress() async throws {
        let file = try itemsFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        await withMainSerialExecutor {
            let clock = TestClock()
            let run = Task {
                await MosaicMain<SampleApp>.runCapturing(
                    ["list", "--data-file", file, "--latency", "0.9", "--store", "memory"], clock: clock,
                    showsProgress: true)
            }
            await clock.advance(by: .milliseconds(900))
            let result = await run.value
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty)
        }
    }

    private func itemsFile() throws -> String {
        let path = temporaryPath("items.json")
        try Data(SamplePlugin.itemsJSON.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
