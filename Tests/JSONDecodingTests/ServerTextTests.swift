import Foundation
import JSONDecoding
import Testing

/// Server text is trimmed exactly as Foundation trims whitespace and newlines, fast path or not.
@Suite struct ServerTextTests {
    @Test(arguments: [
        "WB-1001", " padded ", "\tTab\n", "", " ", "\u{00A0}nbsp\u{00A0}", "\u{3000}全角\u{3000}", "a b",
        "\u{85}next line", "x\r\n", "\u{7F}del", "é", "#42", "~",
    ])
    func trimsAsFoundationDoes(text: String) {
        #expect(ServerText.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
