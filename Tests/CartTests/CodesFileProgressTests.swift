import AppCore
import AppRunner
import Foundation
import MosaicTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The progress `price --codes-file` shows while it reads. Not on the main actor: the run blocks
/// the main thread while it opens a FIFO, and the test is the FIFO's writer.
@Suite(.hangsAfter(minutes: 10)) struct CodesFileProgressTests {
    /// `--codes-file` on a FIFO no writer has opened yet says that it waits, as `--data-file`
    /// does (the runner's progress for a file a command reads), then prices what the writer sends.
    @Test func aCodesFileFIFOWithoutAWriterSaysItIsWaiting() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appending(path: "codes.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        // Whatever happens below, a writer opens the FIFO once, so the run's blocking open
        // returns and no thread of the test process waits on it forever (which kept the whole
        // suite from ending when an expectation below failed).
        defer {
            let unblock = open(fifo, O_WRONLY | O_NONBLOCK)
            if unblock >= 0 { close(unblock) }
        }
        let clock = ManualClock()
        let errors = AwaitedText()
        let run = Task { @MainActor in
            var bootstrap = AppBootstrap(
                appName: CartCommandApp.name, environment: ["LANG": "en_US.UTF-8"],
                timeZone: TimeZone(identifier: "UTC")!, clock: clock, output: errors.standardOutput)
            bootstrap.showsProgress = true
            return await MosaicMain<CartCommandApp>.run(
                ["price", "--codes-file", fifo, "--store", "memory", "--format", "json"],
                bootstrap: bootstrap,
                errors: errors.output)
        }
        // The progress waits a second on the run's clock; then it says what it waits for.
        await clock.waitForSleepers(1)
        await clock.advance(by: .seconds(1))
        let waiting = await errors.first { $0.contains("Waiting for data on codes.fifo") }
        #expect(waiting == "Waiting for data on codes.fifo… 1 s (Ctrl-C stops)\n")
        // The writer comes: the codes are priced and the run ends.
        let writer = try FileHandle(forWritingTo: URL(fileURLWithPath: fifo))
        try writer.write(contentsOf: Data("MUG MUG\n".utf8))
        try writer.close()
        #expect(await run.value == 0, "\(errors.text)")
        #expect(errors.standardOutputText.contains(#""total" : "13.50""#), "\(errors.standardOutputText)")
    }

}

/// A run's standard error as it is written (a test can wait for what it says), and its standard output.
final class AwaitedText: Sendable {
    private struct State {
        var text = ""
        var standardOutput = ""
        var waiters: [(match: @Sendable (String) -> Bool, continuation: CheckedContinuation<String, Never>)] =
            []
    }

    private let state = Mutex(State())

    /// Standard error: each write is kept, and a waiting ``first(where:)`` whose text has come resumes.
    var output: TextOutput {
        TextOutput { [self] written in
            let (text, ready) = state.withLock { state in
                state.text += written
                let ready = state.waiters.filter { $0.match(state.text) }
                state.waiters.removeAll { [text = state.text] in $0.match(text) }
                return (state.text, ready.map(\.continuation))
            }
            ready.forEach { $0.resume(returning: text) }
        }
    }

    /// Standard output, kept whole.
    var standardOutput: TextOutput {
        TextOutput { [self] written in state.withLock { $0.standardOutput += written } }
    }

    var text: String { state.withLock { $0.text } }
    var standardOutputText: String { state.withLock { $0.standardOutput } }

    /// Standard error as soon as `match` accepts it, waiting for the write that makes it so (the
    /// test's time limit bounds the wait).
    func first(where match: @escaping @Sendable (String) -> Bool) async -> String {
        await withCheckedContinuation { continuation in
            let now = state.withLock { state -> String? in
                if match(state.text) { return state.text }
                state.waiters.append((match, continuation))
                return nil
            }
            if let now { continuation.resume(returning: now) }
        }
    }
}
