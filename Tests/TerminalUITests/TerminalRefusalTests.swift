import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Interactive mode must refuse a non-terminal (CI, pipes) with a hint, without writing a byte.
/// A pipe stands in for stdin/stdout so the result does not depend on how tests are run.
@MainActor
@Suite struct TerminalRefusalTests {
    private func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    @Test func aPipeIsNotATerminal() throws {
        let ends = try makePipe()
        defer {
            close(ends.read)
            close(ends.write)
        }
        #expect(!TerminalApp.isTerminal(ends.read))
        #expect(TerminalApp.size(of: ends.write) == nil)
        #expect(throws: TerminalError.notInteractive) {
            try TerminalApp.requireTerminal(input: ends.read, output: ends.write)
        }
    }

    @Test func interactiveModeRefusesAPipeWithAOneLineHintAndWritesNothing() async throws {
        let input = try makePipe()
        let output = try makePipe()
        defer {
            for descriptor in [input.read, input.write, output.read, output.write] { close(descriptor) }
        }
        let session = InteractiveSession(root: StaticScreen(title: "Root", body: []), theme: .dark)
        await #expect(throws: TerminalError.notInteractive) {
            try await session.run(input: input.read, output: output.write)
        }
        let message = TerminalError.notInteractive.description
        #expect(message.contains("--plain"))
        #expect(message.contains("--keys"))
        #expect(!message.contains("\n"))

        _ = fcntl(output.read, F_SETFL, O_NONBLOCK)
        var byte: UInt8 = 0
        #expect(read(output.read, &byte, 1) == -1, "no escape codes were written")
        #expect(!session.navigator.hasQuit, "no screen was started")
    }
}
