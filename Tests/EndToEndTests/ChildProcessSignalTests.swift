import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The tests' child processes start with the stop signals at their default actions, whatever
/// this process does with them at that moment: an in-process interactive session (run by a
/// parallel test) ignores SIGTERM, SIGINT and SIGHUP while it runs, an ignored signal stays ignored
/// across exec, and a child started then could not be stopped.
@Suite struct ChildProcessSignalTests {
    @Test func aChildStartedWhileThisProcessIgnoresSIGTERMStillStopsOnIt() async throws {
        let previous = signal(SIGTERM, SIG_IGN)
        let child: ChildProcess
        do {
            // The watchdog (`RunSandbox.patience`, ample on a loaded machine) ends a child that ignored
            // the signal: with SIGKILL, which fails below.
            child = try ChildProcess(
                URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "echo started; exec sleep 900"])
        } catch {
            signal(SIGTERM, previous)
            throw error
        }
        signal(SIGTERM, previous)
        // Past its start (its dispositions are set by then), as the tests' children are stopped.
        #expect(await child.readLine() == "started")
        #expect(await child.stop(with: SIGTERM) == ChildProcess.Exit(status: SIGTERM, wasSignalled: true))
    }
}
