import AppCoreTestSupport
import Foundation
import Logging
import MosaicTestSupport
import Output
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

    /// A listing's JSON goes to the byte sink in pieces while it is written (never as
    /// one string), with the closing newline after it; a wrapped output (the progress line's)
    /// still runs its action before each piece.
    @Test func aListingsJSONGoesToTheByteSinkInPiecesAndWrappersStillRunFirst() {
        struct Numbers: JSONWritable {
            let count: Int
            func writeJSON(to writer: JSONStreamWriter) {
                writer.beginObject()
                writer.objects("items", count: count) { index in writer.member("name", "ż\(index)") }
                writer.endObject()
            }
        }
        let listing = Numbers(count: 200_000)
        let pieces = Mutex<[Data]>([])
        let texts = Mutex<[String]>([])
        let actions = Mutex(0)
        let output = TextOutput(
            { text in texts.withLock { $0.append(text) } }, isTerminal: false,
            bytes: { bytes in pieces.withLock { $0.append(Data(bytes)) } }
        ).beforeEachWrite { actions.withLock { $0 += 1 } }
        output.json(writing: listing)
        let written = pieces.withLock { $0 }
        #expect(written.count > 2, "a 5 MB listing goes out in pieces of about a megabyte")
        #expect(written.allSatisfy { String(data: $0, encoding: .utf8) != nil }, "each piece is whole UTF-8")
        #expect(
            String(decoding: written.reduce(Data(), +), as: UTF8.self) == OutputFormat.json(writing: listing))
        #expect(texts.withLock { $0 } == ["\n"])
        #expect(actions.withLock { $0 } == written.count + 1)
    }
}
