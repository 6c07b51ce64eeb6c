import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A pseudo-terminal for tests of what an interactive app writes: the slave side is the app's
/// terminal (stdin and stdout), the master side collects everything written to it on a thread of
/// its own and types keys into it.
public final class PseudoTerminal: Sendable {
    /// The side tests type into and read from.
    public let master: Int32
    /// The side the app uses as its terminal.
    public let slave: Int32
    private let output = Mutex(Data())

    /// Why no pseudo-terminal could be opened.
    public struct OpenError: Error, CustomStringConvertible {
        public let description: String
    }

    /// A new pseudo-terminal of `columns`×`rows`, already read from.
    public init(columns: UInt16 = 80, rows: UInt16 = 24) throws {
        // posix_openpt/unlockpt/ptsname are not in Swift's Glibc module: the Linux ioctls they
        // wrap (TIOCSPTLCK unlocks, TIOCGPTN names the /dev/pts entry).
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw OpenError(description: "open /dev/ptmx: errno \(errno)") }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0
        else {
            Glibc.close(master)
            throw OpenError(description: "unlocking or naming the pty: errno \(errno)")
        }
        slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            Glibc.close(master)
            throw OpenError(description: "open /dev/pts/\(number): errno \(errno)")
        }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let master = self.master
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count <= 0 { return }
                self.append(buffer[0..<count])
            }
        }.start()
    }

    private func append(_ bytes: ArraySlice<UInt8>) {
        output.withLock { $0.append(contentsOf: bytes) }
    }

    /// Everything written so far.
    public var text: String { output.withLock { String(decoding: $0, as: UTF8.self) } }
    /// How many bytes were written so far.
    public var count: Int { output.withLock { $0.count } }

    /// What was written after the first `offset` bytes.
    public func text(after offset: Int) -> String {
        output.withLock { String(decoding: $0.dropFirst(offset), as: UTF8.self) }
    }

    /// Whether the terminal is in canonical (cooked) mode now.
    public var isCooked: Bool {
        var attributes = termios()
        guard tcgetattr(slave, &attributes) == 0 else { return false }
        return attributes.c_lflag & tcflag_t(ICANON) != 0
    }

    /// Types `text` as keys.
    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Closes both sides.
    public func close() {
        Glibc.close(slave)
        Glibc.close(master)
    }
}

/// A process whose stdin, stdout and stderr are a ``PseudoTerminal``'s app side, killed when it
/// is released while still running.
public final class TerminalProcess: Sendable {
    /// The process id.
    public let pid: Int32
    private let exit = ExitBox()

    /// The exit status, shared with the termination handler before `self` exists.
    private final class ExitBox: Sendable {
        let status = Mutex<Int32?>(nil)
    }

    /// Starts `executable` with `arguments` and `environment` on `terminal`.
    public init(
        _ executable: URL, arguments: [String], environment: [String: String], terminal: PseudoTerminal
    ) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let slave = FileHandle(fileDescriptor: terminal.slave, closeOnDealloc: false)
        process.standardInput = slave
        process.standardOutput = slave
        process.standardError = slave
        let exit = self.exit
        process.terminationHandler = { finished in exit.status.withLock { $0 = finished.terminationStatus } }
        try process.run()
        pid = process.processIdentifier
    }

    /// The exit status once the process has ended.
    public var exitStatus: Int32? { exit.status.withLock { $0 } }

    deinit {
        if exitStatus == nil { kill(pid, SIGKILL) }
    }
}

/// Waits, polling every 20 ms, until `condition` holds; fails (throws) after `patience` seconds,
/// naming `what` was waited for (default: ten minutes times ``Patience/factor``). Only real hangs
/// reach the limit. `condition` runs on the caller's actor.
public func waitUntil(
    _ what: String, patience: TimeInterval = Patience.seconds(minutes: 10),
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async throws {
    let deadline = Date().addingTimeInterval(patience)
    while !condition() {
        guard Date() < deadline else { throw WaitTimedOut(what: what, seconds: patience) }
        try await Task.sleep(for: .milliseconds(20))
    }
}

/// A ``waitUntil(_:patience:_:)`` that never saw its condition.
public struct WaitTimedOut: Error, CustomStringConvertible {
    public let what: String
    public let seconds: TimeInterval
    public var description: String { "waited \(Int(seconds)) s for \(what)" }
}
