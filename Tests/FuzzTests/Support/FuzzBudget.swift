import Foundation

/// How many seeded runs a fuzz test makes: its own default (cheap, so the suite stays fast and
/// every run repeats the same inputs), or `MOSAIC_FUZZ_ROUNDS=N` (1-10000) for a deeper run.
enum FuzzBudget {
    static func rounds(default defaultRounds: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment["MOSAIC_FUZZ_ROUNDS"], let rounds = Int(text),
            (1...10_000).contains(rounds)
        else { return defaultRounds }
        return rounds
    }
}
