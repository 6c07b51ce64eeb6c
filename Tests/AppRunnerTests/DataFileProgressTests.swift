import Clocks
import ConcurrencyExtras
import Foundation
import MosaicTestSupport
import Synchronization
import Testing

@testable import AppCore
@testable import AppRunner

/// A `--data-file` run that takes longer than a second says so on stderr; a quicker one prints nothing.
@MainActor @Suite(.serialized, .hangsAfter(minutes: 10)) struct DataFileProgressTests {
    @Test func showsProgressAfterOneSecondAndNotBefore() async {
        await withMainSerialExecutor {
            let clock = TestClock()
            let writes = TimedWrites(clock: clock)
            let progress = DataFileProgress(clock: clock, errors: writes.output, isTerminal: false)
            progress.start { "Reading items.json… \($0) s" }
            await clock.advance(by: .milliseconds(999))
            await clock.advance(by: .milliseconds(1))
            // Each line is stamped with the test clock's time when it was written: however late the
            // ticker runs, the first line cannot have been written before one second.
            let first = await writes.next()
            #expect(first.text == "Reading items.json… 1 s\n")
            #expect(first.at == .seconds(1), "nothing within the first second")
            await clock.advance(by: .seconds(5))
            let second = await writes.next()
            #expect(second.text == "Reading items.json… 6 s\n", "a line every 5 s")
            #expect(second.at == .seconds(6))
            progress.stop()
            await clock.advance(by: .seconds(30))
            #expect(writes.count == 2, "silent once stopped")
        }
    }

    /// On swift-clocks' `ImmediateClock` every sleep returns at once, so the ticker writes its
    /// lines as fast as it runs; the test waits for the first two lines themselves (advancing a
    /// `TestClock` raced the detached ticker under a loaded full run: the 2 s line came late).
    @Test func onATerminalTheLineIsUpdatedInPlaceAndCleared() async {
        let writes = TimedWrites(clock: TestClock())
        let progress = DataFileProgress(clock: ImmediateClock(), errors: writes.output, isTerminal: true)
        progress.start { "Reading \u{1B}[31mx… \($0) s" }
        let first = await writes.next()
        let second = await writes.next()
        progress.stop()
        #expect(first.text == "\r\u{1B}[2KReading x… 1 s")
        #expect(second.text == "\r\u{1B}[2KReading x… 2 s")
        // Stopping clears the line, and nothing is written after it.
        let all = writes.texts
        #expect(all.last == "\r\u{1B}[2K")
        #expect(all.dropLast().allSatisfy { $0.hasPrefix("\r\u{1B}[2KReading x… ") })
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

/// What was written, each with the test clock's time since the start, awaitable one by one.
final class TimedWrites: Sendable {
    typealias Write = (text: String, at: Duration)

    private struct State {
        var writes: [Write] = []
        var consumed = 0
        var waiting: CheckedContinuation<Write, Never>?
    }

    private let clock: TestClock<Duration>
    private let start: TestClock<Duration>.Instant
    private let state = Mutex(State())

    init(clock: TestClock<Duration>) {
        self.clock = clock
        start = clock.now
    }

    /// An output recording each write (and handing it to a waiting ``next()``).
    var output: TextOutput {
        TextOutput { [self] text in
            let write = (text: text, at: start.duration(to: clock.now))
            let waiter = state.withLock { state -> CheckedContinuation<Write, Never>? in
                state.writes.append(write)
                guard let waiting = state.waiting else { return nil }
                state.waiting = nil
                state.consumed += 1
                return waiting
            }
            waiter?.resume(returning: write)
        }
    }

    /// How many writes were made.
    var count: Int { state.withLock { $0.writes.count } }

    /// Every write's text so far, in order.
    var texts: [String] { state.withLock { $0.writes.map(\.text) } }

    /// The next write not returned yet, waiting for it (the suite's time limit bounds the wait).
    func next() async -> Write {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Write? in
                guard state.consumed < state.writes.count else {
                    state.waiting = continuation
                    return nil
                }
                state.consumed += 1
                return state.writes[state.consumed - 1]
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
