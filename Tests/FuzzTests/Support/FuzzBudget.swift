import Foundation

/// How many seeded runs a fuzz test makes. Each test has two budgets: a cheap default, so the
/// suite stays fast and every run repeats the same inputs, and a deep one that `MOSAIC_FUZZ=deep`
/// picks (`Tooling/test --under-load` sets it: CI's second run explores more while the machine is
/// loaded anyway). `MOSAIC_FUZZ_ROUNDS=N` (1-10000) sets every test's count for a local run.
enum FuzzBudget {
    static func rounds(default defaultRounds: Int, deep: Int) -> Int {
        rounds(default: defaultRounds, deep: deep, environment: ProcessInfo.processInfo.environment)
    }

    static func rounds(default defaultRounds: Int, deep: Int, environment: [String: String]) -> Int {
        if let text = environment["MOSAIC_FUZZ_ROUNDS"], let rounds = Int(text), (1...10_000).contains(rounds)
        {
            return rounds
        }
        return environment["MOSAIC_FUZZ"] == "deep" ? deep : defaultRounds
    }
}
