import Foundation
import Logging
import Testing

@testable import AppRunner

/// Log lines are as safe for a terminal as output lines: message and metadata are sanitized.
@Suite struct LogSafetyTests {
    @Test func logLinesSanitizeMessageAndMetadata() {
        let line = LineLogHandler.line(
            time: Date(timeIntervalSince1970: 0), level: .warning, label: "mosaic.test",
            message: "Pack \u{1B}]0;owned\u{07}42\nnext", metadata: ["sender": "\u{9B}31mACME\u{2028}"])
        #expect(line == "1970-01-01T00:00:00Z warning mosaic.test: Pack 42 next sender=ACME ")
    }
}
