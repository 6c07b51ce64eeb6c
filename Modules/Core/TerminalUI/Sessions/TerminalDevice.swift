import Logging
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Owns the terminal for an interactive session: raw mode, the alternate screen, a hidden
/// cursor, and restoring exactly the saved state on every exit path.
///
/// Thread-safe: the signal handler may restore while the main actor is writing, so writes and
/// the restore share a lock and nothing is written after the restore.
final class TerminalDevice: Sendable {
    let input: Int32
    let output: Int32
    private let saved: termios
    private let isActive = Mutex(false)
    private let logger = Logger(label: "mosaic.terminalui.terminal")

    /// Enter the alternate screen, hide the cursor, turn off auto-wrap (so writing the last
    /// column never scrolls), clear.
    private static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[2J"
    /// Report mouse presses, releases and wheel turns (1000) in SGR form (1006), which has no
    /// coordinate limit and tells releases apart.
    private static let mouseOnSequence = "\u{1B}[?1000h\u{1B}[?1006h"
    /// Stop mouse reports, reset styles, turn auto-wrap and the cursor back on, leave the
    /// alternate screen. Mouse reporting is turned off whether or not it was on: harmless, and a
    /// terminal left reporting would type escape sequences into the shell.
    private static let leaveSequence =
        "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// Checks that `input` and `output` are terminals and saves `input`'s attributes; changes
    /// nothing yet.
    init(input: Int32, output: Int32) throws(TerminalError) {
        self.input = input
        self.output = output
        self.saved = try Self.attributes(of: input, output: output)
    }

    /// The saved attributes of `input`, after checking both descriptors are terminals.
    static func attributes(of input: Int32, output: Int32) throws(TerminalError) -> termios {
        var attributes = termios()
        guard tcgetattr(input, &attributes) == 0, isatty(output) == 1 else {
            throw .notInteractive
        }
        return attributes
    }

    /// Switches to raw mode and the alternate screen; with `mouse`, turns on mouse reporting.
    func enter(mouse: Bool) throws(TerminalError) {
        var raw = saved
        // cfmakeraw: no input translation, no output processing, no echo, no canonical lines,
        // no signal keys (Ctrl-C arrives as byte 0x03), 8-bit characters.
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        // read() returns as soon as one byte is available.
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            throw .systemCallFailed(operation: "tcsetattr", code: errno)
        }
        isActive.withLock { active in
            active = true
            Self.writeAll(Self.enterSequence + (mouse ? Self.mouseOnSequence : ""), to: output)
        }
    }

    /// Writes `text` unless the terminal has been restored.
    func write(_ text: String) {
        guard !text.isEmpty else { return }
        isActive.withLock { active in
            guard active else { return }
            if !Self.writeAll(text, to: output) {
                logger.debug("terminal write failed", metadata: ["errno": "\(errno)"])
            }
        }
    }

    /// Hands the terminal back to the shell for a stop (Ctrl-Z, `kill -TSTP`): restored as on
    /// quit, and ``resume(mouse:)`` takes it again after `fg`. Nothing is written while stopped.
    /// - Returns: whether the terminal was in use (a stop after the final restore changes nothing).
    @discardableResult
    func suspend() -> Bool {
        let wasActive = isActive.withLock { $0 }
        guard wasActive else { return false }
        restore()
        suspended.withLock { $0 = true }
        return true
    }

    /// Takes the terminal again after a stop: raw mode, the alternate screen, the mouse; the caller
    /// redraws everything. Does nothing unless ``suspend()`` handed it back.
    func resume(mouse: Bool) {
        let wasSuspended = suspended.withLock { state in
            defer { state = false }
            return state
        }
        guard wasSuspended else { return }
        do {
            try enter(mouse: mouse)
        } catch {
            logger.error("could not take the terminal again after a stop: \(error)")
        }
    }
    private let suspended = Mutex(false)

    /// Puts the terminal back exactly as it was; safe to call more than once, from any thread.
    func restore() {
        isActive.withLock { active in
            guard active else { return }
            active = false
            Self.writeAll(Self.leaveSequence, to: output)
            var original = saved
            if tcsetattr(input, TCSAFLUSH, &original) != 0 {
                logger.error("could not restore terminal attributes", metadata: ["errno": "\(errno)"])
            }
        }
    }

    /// The terminal's size, or nil when it cannot be read.
    func size() -> TerminalSize? {
        Self.size(of: output)
    }

    /// The size of the terminal behind `descriptor` (TIOCGWINSZ), or nil.
    static func size(of descriptor: Int32) -> TerminalSize? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
        else { return nil }
        return TerminalSize(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    @discardableResult
    private static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return false
            }
            bytes = bytes.dropFirst(written)
        }
        return true
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
