import Foundation
import Logging
import MosaicTestSupport
import Synchronization
import Testing

@testable import AppCore

/// Every text AppCore prints is safe for a terminal: lines go through the sanitizer.
@Suite struct OutputSafetyTests {
    private static let hostile =
        "A\u{1B}[31mB\u{1B}]8;;https://x\u{07}C\u{9B}2JD\u{85}E\u{7F}F\u{2028}G\u{2029}H\u{202E}I\u{2066}J\u{200F}K\u{061C}L\u{07}"

    @Test func everyLineOfTextOutputIsSanitized() {
        let captured = CapturedOutput()
        captured.output.line("first \(Self.hostile)\nsecond\u{1B}[2J\n")
        #expect(captured.text == "first ABCD EF G HIJKL\nsecond\n")
    }
}
