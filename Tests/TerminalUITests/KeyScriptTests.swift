import Testing

@testable import TerminalUI

@Suite struct KeyScriptTests {
    @Test func parsesEveryNamedKey() throws {
        let script =
            "up down left right enter esc tab shift-tab backspace delete pgup pgdown home end space ctrl-c"
            + " ctrl-left ctrl-right alt-1 ALT-]"
        #expect(
            try KeyScript.parse(script) == [
                .up, .down, .left, .right, .enter, .escape, .tab, .shiftTab, .backspace, .delete, .pageUp,
                .pageDown, .home, .end, .space, .ctrlC, .controlLeft, .controlRight, .alt("1"), .alt("]"),
            ])
    }

    @Test func parsesSingleCharactersAndSeparators() throws {
        #expect(try KeyScript.parse("down down enter") == [.down, .down, .enter])
        #expect(
            try KeyScript.parse(" r,q  2 ż ") == [
                .character("r"), .character("q"), .character("2"), .character("ż"),
            ])
        #expect(try KeyScript.parse("Q") == [.character("Q")])
        #expect(try KeyScript.parse("") == [])
    }

    @Test func acceptsAliasesAndAnyCase() throws {
        #expect(
            try KeyScript.parse("ENTER Escape pagedown PgDn ctrl-X") == [
                .enter, .escape, .pageDown, .pageDown, .control("x"),
            ])
    }

    @Test func scriptNamesRoundTrip() throws {
        let keys: [Key] = [
            .up, .shiftTab, .pageUp, .pageDown, .space, .ctrlC, .character("ż"), .escape, .alt("3"),
            .controlLeft, .controlRight,
        ]
        #expect(try KeyScript.parse(keys.map(\.scriptName).joined(separator: " ")) == keys)
    }

    @Test func rejectsAnUnknownNameNamingItAndListingValidNames() {
        #expect(throws: KeyScriptError.unknownKey("dwon")) {
            try KeyScript.parse("down dwon enter")
        }
        let message = KeyScriptError.unknownKey("dwon").description
        #expect(message.contains("\"dwon\""))
        for name in [
            "up", "down", "enter", "esc", "shift-tab", "pgdown", "space", "ctrl-<letter>", "alt-<key>",
        ] {
            #expect(message.contains(name))
        }
    }

    @Test func rejectsMalformedControlNamesAndControlCharacters() {
        #expect(throws: KeyScriptError.unknownKey("ctrl-")) { try KeyScript.parse("ctrl-") }
        #expect(throws: KeyScriptError.unknownKey("ctrl-ab")) { try KeyScript.parse("ctrl-ab") }
        #expect(throws: KeyScriptError.unknownKey("\u{7}")) { try KeyScript.parse("\u{7}") }
        #expect(throws: KeyScriptError.unknownKey("alt-")) { try KeyScript.parse("alt-") }
        #expect(throws: KeyScriptError.unknownKey("alt-12")) { try KeyScript.parse("alt-12") }
        #expect(throws: KeyScriptError.unknownKey("alt-ż")) { try KeyScript.parse("alt-ż") }
    }
}
