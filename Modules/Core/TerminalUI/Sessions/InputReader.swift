import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a terminal's input on a background thread and decodes it into keys.
///
/// The thread waits in poll() on the input and a wake-up pipe, so ``stop()`` ends it at once.
/// While a partial sequence is buffered, poll() times out after a short idle and the decoder is
/// flushed: that is how a lone Esc press is told apart from the start of an arrow key.
final class InputReader: Sendable {
    private let descriptor: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let finished = DispatchSemaphore(value: 0)
    private let state = Mutex<State>(.idle)

    private enum State { case idle, running, stopped }

    /// How long a partial escape sequence may wait for its rest before it counts as Esc.
    static let escapeTimeoutMilliseconds: Int32 = 50

    /// A reader for `descriptor`; nothing is read until ``start(onKey:onEnd:)``.
    init(descriptor: Int32) throws(TerminalError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .systemCallFailed(operation: "pipe", code: errno) }
        self.descriptor = descriptor
        self.wakeRead = ends[0]
        self.wakeWrite = ends[1]
    }

    /// Starts the thread: `onKey` gets every key, `onEnd` is called once when input ends
    /// (end of file or an error) or the reader is stopped.
    func start(onKey: @escaping @Sendable (Key) -> Void, onEnd: @escaping @Sendable () -> Void) {
        let canStart = state.withLock { state in
            guard state == .idle else { return false }
            state = .running
            return true
        }
        guard canStart else { return }
        let thread = Thread { [self] in
            readLoop(onKey: onKey)
            onEnd()
            finished.signal()
        }
        thread.name = "TerminalUI.InputReader"
        thread.start()
    }

    /// Stops the thread, waits for it to end and closes the wake-up pipe.
    func stop() {
        let previous = state.withLock { state in
            defer { state = .stopped }
            return state
        }
        guard previous != .stopped else { return }
        if previous == .running {
            var byte: UInt8 = 0
            _ = write(wakeWrite, &byte, 1)
            finished.wait()
        }
        close(wakeRead)
        close(wakeWrite)
    }

    private func readLoop(onKey: @Sendable (Key) -> Void) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            var descriptors = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            let timeout = decoder.hasPendingInput ? Self.escapeTimeoutMilliseconds : -1
            let ready = poll(&descriptors, 2, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if ready == 0 {
                decoder.flush().forEach(onKey)
                continue
            }
            if descriptors[1].revents != 0 { return }
            guard descriptors[0].revents != 0 else { continue }
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { return }
            decoder.feed(buffer[0..<count]).forEach(onKey)
        }
    }
}
