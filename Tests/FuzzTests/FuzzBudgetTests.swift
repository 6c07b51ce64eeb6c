import Testing

/// The fuzz tests' budgets: cheap by default, deep when `Tooling/test --under-load` asks, and a
/// count of one's own for a local run.
@Suite struct FuzzBudgetTests {
    @Test func theDefaultIsTheCheapBudget() {
        #expect(FuzzBudget.rounds(default: 8, deep: 24, environment: [:]) == 8)
        #expect(FuzzBudget.rounds(default: 8, deep: 24, environment: ["MOSAIC_FUZZ": "shallow"]) == 8)
    }

    @Test func theLoadRunPicksTheDeepBudget() {
        #expect(FuzzBudget.rounds(default: 8, deep: 24, environment: ["MOSAIC_FUZZ": "deep"]) == 24)
    }

    @Test func aCountOfOnesOwnWinsWhenItIsInRange() {
        let deep = ["MOSAIC_FUZZ": "deep"]
        #expect(
            FuzzBudget.rounds(
                default: 8, deep: 24, environment: deep.merging(["MOSAIC_FUZZ_ROUNDS": "3"]) { $1 }) == 3)
        for ignored in ["0", "10001", "-5", "many", ""] {
            #expect(
                FuzzBudget.rounds(default: 8, deep: 24, environment: ["MOSAIC_FUZZ_ROUNDS": ignored]) == 8,
                "MOSAIC_FUZZ_ROUNDS=\(ignored) is out of range: the default stays")
        }
    }
}
