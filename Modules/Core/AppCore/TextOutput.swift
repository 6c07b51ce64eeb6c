import Foundation
import Output
import Synchronization
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// Where an app writes what the user asked for (frames, listings); tests capture it.
///
/// Every line goes through ``TextSanitizer`` on its way out, so no command can print an escape
/// sequence, a control character or a bidi override that came from a server or a file.
public struct TextOutput: Sendable {
    private let sink: @Sendable (String) -> Void
    /// Where bytes that are already safe (a listing's JSON) go without becoming a `String` first;
    /// nil: through `sink`.
    private let byteSink: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)?
    /// Whether the output is a terminal (AppCore then updates progress in place).
    package let isTerminal: Bool

    /// An output that hands each write to `sink`.
    public init(_ sink: @escaping @Sendable (String) -> Void) {
        self.init(sink, isTerminal: false)
    }

    package init(
        _ sink: @escaping @Sendable (String) -> Void, isTerminal: Bool,
        bytes byteSink: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)? = nil
    ) {
        self.sink = sink
        self.byteSink = byteSink
        self.isTerminal = isTerminal
    }

    /// Writes `text` followed by a newline; each of its lines is sanitized first.
    public func line(_ text: String) {
        let body = Self.sanitizedLines(text)
        // A long text is not copied only to add the newline.
        if body.utf8.count > Self.pieceSize {
            sink(body)
            sink("\n")
        } else {
            sink(body + "\n")
        }
    }

    /// Writes `rows` as an aligned ``TextTable``, one column per field, followed by a newline.
    public func table<Row>(_ rows: some Sequence<Row>, fields: [TextTable.Field<Row>]) {
        line(TextTable(rows, fields: fields).render())
    }

    /// Writes `value` as Mosaic's stable JSON (``OutputFormat/json(_:)``) followed by a newline, in
    /// pieces of about a megabyte, so a large listing is never held as one string as well as bytes.
    /// JSON needs no sanitizing: the encoder escapes every control character inside strings.
    public func json<Value: Encodable>(_ value: Value) throws {
        try OutputFormat.writeJSON(value, pieceSize: Self.pieceSize, to: sink)
        sink("\n")
    }

    /// Writes `value`'s own JSON (``JSONWritable``: the native path of large listings, byte for
    /// byte what ``json(_:)`` writes for the same document) followed by a newline, in pieces.
    public func json(writing value: some JSONWritable) {
        if let byteSink {
            OutputFormat.writeJSON(writing: value, pieceSize: Self.pieceSize, toBytes: byteSink)
        } else {
            OutputFormat.writeJSON(writing: value, pieceSize: Self.pieceSize, to: sink)
        }
        sink("\n")
    }

    /// The size of the pieces long output is written in.
    static let pieceSize = 1 << 20

    /// Writes `text` exactly as given: only for AppCore's own terminal control (progress updates).
    package func raw(_ text: String) {
        sink(text)
    }

    /// An output that calls `action` before each write, then writes to this one.
    package func beforeEachWrite(_ action: @escaping @Sendable () -> Void) -> TextOutput {
        let sink = self.sink
        var bytes: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)?
        if let byteSink {
            bytes = { (piece: UnsafeBufferPointer<UInt8>) in
                action()
                byteSink(piece)
            }
        }
        let text: @Sendable (String) -> Void = { text in
            action()
            sink(text)
        }
        return TextOutput(text, isTerminal: isTerminal, bytes: bytes)
    }

    /// `text` with each line (split at `\n`) sanitized; a trailing newline is dropped.
    package static func sanitizedLines(_ text: String) -> String {
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        // Text without controls (most listings) needs no work.
        guard TextSanitizer.needsSanitizing(body, keepingNewlines: true) else { return body }
        return body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TextSanitizer.sanitize(String($0)) }.joined(separator: "\n")
    }

    /// Standard output, unbuffered.
    public static let standardOutput = TextOutput(
        { writeAll($0, to: STDOUT_FILENO) }, isTerminal: false, bytes: { writeAll($0, to: STDOUT_FILENO) })
    /// Standard error, unbuffered.
    public static let standardError = TextOutput(
        { writeAll($0, to: STDERR_FILENO) }, isTerminal: isatty(STDERR_FILENO) == 1)

    /// Why writing to standard output failed (the system's reason, e.g. "No space left on
    /// device"), or nil when every write succeeded. The runner then exits 74 (``ExitStatus/ioError``).
    public static func standardOutputFailure() -> String? {
        failures.withLock { $0[STDOUT_FILENO] }.map { String(cString: strerror($0)) }
    }

    /// The first failed write's errno per descriptor; later writes to it are skipped.
    private static let failures = Mutex<[Int32: Int32]>([:])

    private static func recordFailure(on descriptor: Int32, errno code: Int32) {
        failures.withLock { if $0[descriptor] == nil { $0[descriptor] = code } }
    }

    /// Writes all of `text` to `descriptor` from the string's own storage (no copy). A failed write
    /// (a full disk, a closed pipe: SIGPIPE is ignored) is recorded, later writes to that
    /// descriptor are skipped, and ``standardOutputFailure()`` reports it.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { writeAll($0, to: descriptor) }
    }

    /// Writes all of `bytes` to `descriptor`, recording a failure as the text version does.
    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        if failures.withLock({ $0[descriptor] != nil }) { return }
        guard var address = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            #if canImport(Glibc)
                let written = Glibc.write(descriptor, address, remaining)
            #else
                let written = Darwin.write(descriptor, address, remaining)
            #endif
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                recordFailure(on: descriptor, errno: written < 0 ? errno : EIO)
                return
            }
            address += written
            remaining -= written
        }
    }
}
