import Foundation
import TerminalUI

/// Where an app writes what the user asked for (frames, listings); tests capture it.
///
/// Every line goes through ``TextSanitizer`` on its way out, so no command can print an escape
/// sequence, a control character or a bidi override that came from a server or a file.
public struct TextOutput: Sendable {
    private let sink: @Sendable (String) -> Void
    /// Whether the output is a terminal (AppCore then updates progress in place).
    let isTerminal: Bool

    /// An output that hands each write to `sink`.
    public init(_ sink: @escaping @Sendable (String) -> Void) {
        self.init(sink, isTerminal: false)
    }

    init(_ sink: @escaping @Sendable (String) -> Void, isTerminal: Bool) {
        self.sink = sink
        self.isTerminal = isTerminal
    }

    /// Writes `text` followed by a newline; each of its lines is sanitized first.
    public func line(_ text: String) {
        sink(Self.sanitizedLines(text) + "\n")
    }

    /// Writes `text` exactly as given: only for AppCore's own terminal control (progress updates).
    func raw(_ text: String) {
        sink(text)
    }

    /// An output that calls `action` before each write, then writes to this one.
    func beforeEachWrite(_ action: @escaping @Sendable () -> Void) -> TextOutput {
        TextOutput(
            { [sink] text in
                action()
                sink(text)
            }, isTerminal: isTerminal)
    }

    /// `text` with each line (split at `\n`) sanitized; a trailing newline is dropped.
    static func sanitizedLines(_ text: String) -> String {
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        // Plain ASCII text without controls (most listings) needs no work.
        guard body.utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A) || $0 >= 0x7F }) else { return body }
        return body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TextSanitizer.sanitize(String($0)) }.joined(separator: "\n")
    }

    /// Standard output, unbuffered.
    public static let standardOutput = TextOutput { FileHandle.standardOutput.write(Data($0.utf8)) }
    /// Standard error, unbuffered.
    public static let standardError = TextOutput(
        { FileHandle.standardError.write(Data($0.utf8)) }, isTerminal: isatty(STDERR_FILENO) == 1)
}
