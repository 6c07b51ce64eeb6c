import Testing

@testable import TerminalUI

@Suite struct FuzzyMatchTests {
    private func best(_ query: String, _ candidates: [String]) -> [String] {
        FuzzyMatch.rank(query, candidates).map { candidates[$0.index] }
    }

    @Test func matchesSubsequencesIgnoringCaseAndAccents() {
        #expect(FuzzyMatch.match("ctlg", in: "Catalog") != nil)
        #expect(FuzzyMatch.match("CATALOG", in: "catalog") != nil)
        #expect(FuzzyMatch.match("zabka", in: "Żabka") != nil)
        #expect(FuzzyMatch.match("cafe zur", in: "Café Zürich") != nil)
        #expect(FuzzyMatch.match("s p", in: "Store › Promotions") != nil, "spaces in the query are ignored")
        #expect(FuzzyMatch.match("gc", in: "Catalog") == nil, "order matters")
        #expect(FuzzyMatch.match("catalogs", in: "Catalog") == nil)
        #expect(FuzzyMatch.match("", in: "anything") == FuzzyMatch.Match(score: 0, positions: []))
    }

    @Test func findsTheBestAlignmentNotTheLeftmost() {
        let match = FuzzyMatch.match("cat", in: "Cabify Store › Catalog")
        #expect(match?.positions == [15, 16, 17])
    }

    @Test func consecutiveAndWordStartMatchesRankFirst() {
        #expect(
            best("cat", ["Cabify Store › Cart", "Cabify Store › Catalog"]).first == "Cabify Store › Catalog")
        #expect(
            best("ps", ["apps", "Pack Status"]) == ["Pack Status", "apps"],
            "initials beat a run inside a word")
        #expect(best("ord", ["Store › Recorded", "Orders"]) == ["Orders", "Store › Recorded"])
        #expect(
            best("ref", ["prefer", "refresh"]) == ["refresh", "prefer"], "a word start beats the middle")
        #expect(best("tr", ["Payback › Transactions", "Store › Cart"]).first == "Payback › Transactions")
    }

    @Test func equalScoresKeepTheShorterThenTheOriginalOrder() {
        #expect(best("", ["bb", "a", "c"]) == ["bb", "a", "c"], "no query: the order given")
        #expect(best(" ", ["bb", "a"]) == ["bb", "a"])
        #expect(best("o", ["open", "one"]) == ["one", "open"])
        #expect(best("x", ["ab", "cd"]).isEmpty)
    }

    @Test func gapsCostSoTighterMatchesWin() {
        let tight = FuzzyMatch.match("ab", in: "xab")
        let loose = FuzzyMatch.match("ab", in: "xaxxxxb")
        #expect((tight?.score ?? 0) > (loose?.score ?? 0))
    }
}
