import Foundation
import MosaicTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The tests' child processes start with the stop signals at their default actions, whatever
/// this process does with them at that moment: an in-process interactive session (run by a
/// parallel test) ignores SIGTERM, SIGINT and SIGHUP while it runs, an ignored signal stays ignored
/// across exec, and a child started then could not be stopped.
@Suite struct ChildProcessSignalTests {
    // The watchdog must not end the child first: under CI's stress run this test once took 1,044 s
    // and the default watchdog (600 s) killed the child with SIGKILL before `stop` was sent. Its
    // own bound is an hour; Swift Testing's time limit still ends a real hang.
    @Test(.hangsAfter(minutes: 60))
    func aChildStartedWhileThisProcessIgnoresSIGTERMStillStopsOnIt() async throws {
        let previous = signal(SIGTERM, SIG_IGN)
        let child: ChildProcess
        do {
            // The watchdog ends a child that ignored the signal: with SIGKILL, which fails below.
            child = try ChildProcess(
                URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "echo started; exec sleep 7200"],
                timeLimit: 3_600)
        } catch {
            signal(SIGTERM, previous)
            throw error
        }
        signal(SIGTERM, previous)
        // Past its start (its dispositions are set by then), as the tests' children are stopped.
        #expect(await child.readLine() == "started")
        #expect(await child.stop(with: SIGTERM) == ChildProcess.Exit(status: SIGTERM, wasSignalled: true))
        #expect(!child.wasKilledByWatchdog, "the watchdog, not SIGTERM, ended the child")
    }
}
