import Foundation
import Logging
import Synchronization
import Testing

@testable import AppCore

/// Every text AppCore prints is safe for a terminal: lines through the sanitizer, logs too, and
/// JSON escapes the characters the encoder leaves raw.
@Suite struct OutputSafetyTests {
    private static let hostile =
        "A\u{1B}[31mB\u{1B}]8;;https://x\u{07}C\u{9B}2JD\u{85}E\u{7F}F\u{2028}G\u{2029}H\u{202E}I\u{2066}J\u{200F}K\u{061C}L\u{07}"

    @Test func everyLineOfTextOutputIsSanitized() {
        let captured = Captured()
        captured.output.line("first \(Self.hostile)\nsecond\u{1B}[2J\n")
        #expect(captured.text == "first ABCD EF G HIJKL\nsecond\n")
    }

    @Test func logLinesSanitizeMessageAndMetadata() {
        let line = LineLogHandler.line(
            time: Date(timeIntervalSince1970: 0), level: .warning, label: "mosaic.test",
            message: "Pack \u{1B}]0;owned\u{07}42\nnext", metadata: ["sender": "\u{9B}31mACME\u{2028}"])
        #expect(line == "1970-01-01T00:00:00Z warning mosaic.test: Pack 42 next sender=ACME ")
    }
}

/// Collects what a ``TextOutput`` writes.
final class Captured: Sendable {
    private let buffer = Mutex("")
    var output: TextOutput { TextOutput { [self] text in buffer.withLock { $0 += text } } }
    var text: String { buffer.withLock { $0 } }
}
