import Testing

@testable import TerminalUI

@Suite struct KeyScriptTests {
    @Test func parsesEveryNamedKey() throws {
        let script =
            "up down left right enter esc tab shift-tab backspace delete pgup pgdown home end space ctrl-c"
        #expect(
            try KeyScript.parse(script) == [
                .up, .down, .left, .right, .enter, .escape, .tab, .shiftTab, .backspace, .delete, .pageUp,
                .pageDown, .home, .end, .space, .ctrlC,
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
        let keys: [Key] = [.up, .shiftTab, .pageUp, .pageDown, .space, .ctrlC, .character("ż"), .escape]
        #expect(try KeyScript.parse(keys.map(\.scriptName).joined(separator: " ")) == keys)
    }

    @Test func rejectsAnUnknownNameNamingItAndListingValidNames() {
        #expect(throws: KeyScriptError.unknownKey("dwon")) {
            try KeyScript.parse("down dwon enter")
        }
        let message = KeyScriptError.unknownKey("dwon").description
        #expect(message.contains("\"dwon\""))
        for name in ["up", "down", "enter", "esc", "shift-tab", "pgdown", "space", "ctrl-<letter>"] {
            #expect(message.contains(name))
        }
    }

    @Test func rejectsMalformedControlNamesAndControlCharacters() {
        #expect(throws: KeyScriptError.unknownKey("ctrl-")) { try KeyScript.parse("ctrl-") }
        #expect(throws: KeyScriptError.unknownKey("ctrl-ab")) { try KeyScript.parse("ctrl-ab") }
        #expect(throws: KeyScriptError.unknownKey("\u{7}")) { try KeyScript.parse("\u{7}") }
    }
}
