import Foundation
import Testing

@testable import JSONDecoding

/// ``LoneSurrogateRepair``: a lone surrogate escape becomes `\uFFFD`, everything else is left byte
/// for byte (a body without one is returned as it came).
@Suite struct LoneSurrogateRepairTests {
    private func repaired(_ text: String) -> String {
        String(decoding: LoneSurrogateRepair.repairing(Data(text.utf8)), as: UTF8.self)
    }

    @Test(arguments: [
        (#"["a \ud800 b"]"#, #"["a \uFFFD b"]"#),
        (#"["\uDC00"]"#, #"["\uFFFD"]"#),
        (#"["\uDbFf\u0041"]"#, #"["\uFFFD\u0041"]"#),
        (#"["x\ud83d"]"#, #"["x\uFFFD"]"#),
        (#"["\ud800\ud800\udc00"]"#, #"["\uFFFD\ud800\udc00"]"#),
    ])
    func loneSurrogatesAreReplaced(body: String, expected: String) {
        #expect(repaired(body) == expected)
    }

    @Test(arguments: [
        #"["a \ud83d\udce6 b"]"#,  // a pair (📦)
        #"["\\ud800"]"#,  // an escaped backslash, then the letters ud800
        #"["\"\u0001\n\t\/"]"#,  // other escapes
        #"["plain", {"k": [1, 2.5e3, null]}]"#,  // no backslash at all
        #"["cut \ud8"#,  // an escape cut short at the end
        #"["\uZZZZ"]"#,  // not hex
        "[\"zażółć 📦 \\u00e9\"]",
    ])
    func everythingElseIsLeftAsItIs(body: String) {
        #expect(repaired(body) == body)
    }

    @Test func aLongBodyIsRepairedWhereverTheEscapeIs() {
        let filler = String(repeating: #"{"id": "1", "text": "a \" b \\ c"}, "#, count: 5_000)
        let body = "[" + filler + #""\udc01""# + ", " + filler + #""end""# + "]"
        let expected = "[" + filler + #""\uFFFD""# + ", " + filler + #""end""# + "]"
        #expect(repaired(body) == expected)
    }
}
