import AppCore
import AppRunnerTestSupport
import Foundation
import MosaicTestSupport
import Testing

/// Every row of the exit-code table (``ExitStatus``, README "Exit codes"), as a user meets it.
@MainActor @Suite struct ExitStatusTests {
    private func brokenDataFile() throws -> String {
        let path = temporaryPath("broken.json")
        try #"{"not": "a list"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theTableHasOneRowPerCode() {
        #expect(ExitStatus.table.map(\.code) == [0, 1, 64, 65, 73, 74, 75, 129, 130, 143])
    }

    // 129 and 143 (and 130 as a signal) need a real terminal: JobControlEndToEndTests sends them.

    // 74 (output not written) needs a real stdout: HostileEnvironmentEndToEndTests writes to /dev/full.

    @Test func zeroWhenTheWorkSucceeds() async {
        #expect(await runApp(SampleApp.self, ["--plain", "--store", "memory"]).status == ExitStatus.success)
        #expect(await runApp(SampleApp.self, ["list", "--store", "memory"]).status == ExitStatus.success)
    }

    @Test func oneWhenTheWorkFails() async {
        let screen = await runApp(
            SampleApp.self, ["--plain", "--store", "memory", "--failure-rate", "1", "--seed", "1"])
        #expect(screen.status == ExitStatus.failure)
        let command = await runApp(SampleApp.self, ["list", "--store", "memory", "--offline"])
        #expect(command.status == ExitStatus.failure)
        #expect(command.stderr == "error: You are offline.\n")
    }

    @Test func sixtyFourForABadCommandLine() async {
        #expect(await runApp(SampleApp.self, ["--bogus"]).status == ExitStatus.usage)
        #expect(await runApp(SampleApp.self, ["list", "--format", "xml"]).status == ExitStatus.usage)
    }

    @Test func sixtyFiveForADataFileThatCannotBeRead() async throws {
        let path = try brokenDataFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let screen = await runApp(SampleApp.self, ["--plain", "--store", "memory", "--data-file", path])
        #expect(screen.status == ExitStatus.dataError, "\(screen.stderr)")
        let command = await runApp(SampleApp.self, ["list", "--store", "memory", "--data-file", path])
        #expect(command.status == ExitStatus.dataError, "\(command.stderr)")
        #expect(command.stderr == "error: The data could not be read.\n")
    }

    @Test func seventyThreeWhenTheDatabaseCannotBeCreated() async throws {
        let blocker = temporaryPath("file")
        try Data().write(to: URL(fileURLWithPath: blocker))
        defer { try? FileManager.default.removeItem(atPath: blocker) }
        // A directory cannot be created below a regular file.
        let run = await runApp(SampleApp.self, ["--plain", "--store", blocker + "/sub/app.sqlite"])
        #expect(run.status == ExitStatus.cannotCreate, "\(run.stderr)")
    }

    @Test func oneHundredThirtyWhenInterruptedWithControlC() async {
        let run = await runApp(SampleApp.self, ["--keys", "down ctrl-c", "--store", "memory"])
        #expect(run.status == ExitStatus.interrupted)
        let quit = await runApp(SampleApp.self, ["--keys", "down q", "--store", "memory"])
        #expect(quit.status == ExitStatus.success, "q is a normal quit")
    }

    @Test func zeroWhenEscQuitsAtTheRoot() async {
        // After Esc the session has quit: the "2" that would show the second tab is not read.
        let run = await runApp(TwoTabApp.self, ["--keys", "esc 2", "--store", "memory"])
        #expect(run.status == ExitStatus.success, "\(run.stderr)")
        #expect(!run.stdout.contains("Nothing to load here."), "\(run.stdout)")
    }
}
