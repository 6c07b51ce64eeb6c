import Testing

@testable import TerminalUI

/// SGR (1006) and X10 mouse reports, and mouse events in `--keys` scripts.
@Suite struct MouseInputTests {
    private static let reports: [(text: String, event: MouseEvent)] = [
        ("\u{1B}[<0;5;11M", MouseEvent(.press(.left), column: 4, row: 10)),
        ("\u{1B}[<1;1;1M", MouseEvent(.press(.middle), column: 0, row: 0)),
        ("\u{1B}[<2;80;24M", MouseEvent(.press(.right), column: 79, row: 23)),
        ("\u{1B}[<0;5;11m", MouseEvent(.release, column: 4, row: 10)),
        ("\u{1B}[<64;10;3M", MouseEvent(.wheelUp, column: 9, row: 2)),
        ("\u{1B}[<65;10;3M", MouseEvent(.wheelDown, column: 9, row: 2)),
        // Shift (4), meta (8) and control (16) are ignored.
        ("\u{1B}[<16;2;2M", MouseEvent(.press(.left), column: 1, row: 1)),
        ("\u{1B}[<69;2;2M", MouseEvent(.wheelDown, column: 1, row: 1)),
        // Coordinates beyond 223 (X10's limit) are why SGR mode is used.
        ("\u{1B}[<0;1000;500M", MouseEvent(.press(.left), column: 999, row: 499)),
        // X10: ESC [ M, then button, column and row, each + 32.
        ("\u{1B}[M\u{20}\u{25}\u{2B}", MouseEvent(.press(.left), column: 4, row: 10)),
        ("\u{1B}[M\u{23}\u{25}\u{2B}", MouseEvent(.release, column: 4, row: 10)),
        ("\u{1B}[M\u{61}\u{21}\u{21}", MouseEvent(.wheelDown, column: 0, row: 0)),
    ]

    @Test(arguments: 0..<reports.count)
    func decodesMouseReports(index: Int) {
        let (text, event) = Self.reports[index]
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array(text.utf8)) == [.mouse(event)])
        #expect(!decoder.hasPendingInput)
    }

    @Test(arguments: 0..<reports.count)
    func decodesMouseReportsSplitByteByByte(index: Int) {
        let (text, event) = Self.reports[index]
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for byte in text.utf8 { keys += decoder.feed([byte]) }
        #expect(keys == [.mouse(event)])
    }

    @Test func dropsMotionDragsHorizontalWheelsAndMalformedReportsWithoutTypingThem() {
        var decoder = KeyDecoder()
        let junk = [
            "\u{1B}[<32;5;5M",  // drag with the left button
            "\u{1B}[<35;5;5M",  // motion, no button
            "\u{1B}[<66;5;5M",  // wheel left
            "\u{1B}[<64;5;5m",  // a wheel "release"
            "\u{1B}[<0;0;5M",  // column 0 does not exist (1-based)
            "\u{1B}[<0;5M",  // two numbers
            "\u{1B}[<;5;5M",  // no button number
            "\u{1B}[<0;5;5;7M",  // four numbers
            "\u{1B}[<0;5;5X",  // wrong final byte
        ]
        #expect(decoder.feed(Array((junk.joined() + "q").utf8)) == [.character("q")])
        #expect(!decoder.hasPendingInput)
    }

    @Test func aReportSplitAcrossReadsWaitsAndKeysAroundItSurvive() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("j\u{1B}[<6".utf8)) == [.character("j")])
        #expect(decoder.hasPendingInput)
        #expect(decoder.feed(Array("5;12;".utf8)) == [])
        #expect(
            decoder.feed(Array("4M\u{1B}[Ak".utf8)) == [
                .mouse(MouseEvent(.wheelDown, column: 11, row: 3)), .up, .character("k"),
            ])
    }

    @Test func anOverlongReportIsNeverDecodedNorBufferedForever() {
        var decoder = KeyDecoder()
        let overlong = "\u{1B}[<" + String(repeating: "1", count: 40) + ";1;1M"
        let keys = decoder.feed(Array((overlong + "x").utf8))
        #expect(keys.last == .character("x"))
        #expect(!keys.contains { if case .mouse = $0 { true } else { false } })
    }

    @Test func anIncompleteX10ReportFlushesAsTypedKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[M ".utf8)) == [])
        #expect(decoder.flush() == [.escape, .character("["), .character("M"), .space])
    }

    @Test func scriptsNameMouseEventsWithWholeTerminalCells() throws {
        #expect(
            try KeyScript.parse("click:4,10 down, wheel-down:0,5,wheel-up:3,3 right-click:1,2") == [
                .mouse(MouseEvent(.press(.left), column: 4, row: 10)), .down,
                .mouse(MouseEvent(.wheelDown, column: 0, row: 5)),
                .mouse(MouseEvent(.wheelUp, column: 3, row: 3)),
                .mouse(MouseEvent(.press(.right), column: 1, row: 2)),
            ])
        #expect(
            try KeyScript.parse("middle-click:0,0 release:7,8 CLICK:1,1") == [
                .mouse(MouseEvent(.press(.middle), column: 0, row: 0)),
                .mouse(MouseEvent(.release, column: 7, row: 8)),
                .mouse(MouseEvent(.press(.left), column: 1, row: 1)),
            ])
        #expect(try KeyScript.parse(": ,") == [.character(":")])
    }

    @Test func mouseScriptNamesRoundTrip() throws {
        let keys: [Key] = [
            .mouse(MouseEvent(.press(.left), column: 12, row: 1)),
            .mouse(MouseEvent(.press(.middle), column: 0, row: 0)),
            .mouse(MouseEvent(.press(.right), column: 3, row: 9)),
            .mouse(MouseEvent(.release, column: 3, row: 9)), .mouse(MouseEvent(.wheelUp, column: 5, row: 5)),
            .mouse(MouseEvent(.wheelDown, column: 79, row: 23)),
        ]
        #expect(try KeyScript.parse(keys.map(\.scriptName).joined(separator: " ")) == keys)
    }

    @Test func rejectsMalformedMouseTokensAndListsTheMouseNames() {
        for token in ["click:4", "click:4,", "click:,4", "click:a,b", "click:-1,2", "tap:1,2"] {
            #expect(throws: KeyScriptError.self, "\(token)") { try KeyScript.parse(token) }
        }
        #expect(throws: KeyScriptError.unknownKey("click:4")) { try KeyScript.parse("click:4 10") }
        // A negative cell is refused as the whole token the user wrote, not its first half.
        #expect(throws: KeyScriptError.unknownKey("click:-1,-1")) { try KeyScript.parse("click:-1,-1") }
        let message = KeyScriptError.unknownKey("tap").description
        #expect(message.contains("click:COLUMN,ROW"))
        #expect(message.contains("wheel-down:COLUMN,ROW"))
    }

    @Test func hintsReadTheirKeyFromTheNameTheyShow() {
        #expect(KeyHint("r", "refresh").press == .character("r"))
        #expect(KeyHint(KeyName.enter, "open").press == .enter)
        #expect(KeyHint(KeyName.escape, "back").press == .escape)
        #expect(KeyHint(KeyName.tab, "switch tab").press == .tab)
        #expect(KeyHint(KeyName.upDown, "move").press == nil)
        #expect(KeyHint("[ ]", "group").press == nil)
        #expect(KeyHint("click:1,1", "x").press == nil)
        #expect(KeyHint("[ ]", "switch", press: .character("]")).press == .character("]"))
    }
}
