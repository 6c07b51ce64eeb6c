/// A deterministic SplitMix64 generator: the same seed always yields the same sequence on every platform.
///
/// Use it wherever simulated behaviour must be repeatable (fixture failures, demo data).
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable, Hashable {
    private var state: UInt64

    /// Creates a generator whose sequence is fully determined by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
