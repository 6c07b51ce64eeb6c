import Foundation

// Swift Testing ships with the toolchain's shared libraries only: a release build with
// `--static-swift-stdlib` (as `.ci/run` makes) has no Testing module, and this target is built
// there too. The trait exists wherever tests can be built.
#if canImport(Testing)
    import Testing
#endif

/// How long a test waits before it calls something hung, scaled by how busy the machine was
/// declared to be. Time limits in this suite are hang detectors, never performance checks: on
/// a quiet machine a test that needs a tenth of its limit is already far too slow to go unseen.
///
/// `MOSAIC_PATIENCE=N` (a whole number from 1 to 20; default 1) multiplies every limit by N.
/// `Tooling/test --under-load` sets it, because the machine it loads runs each test several
/// times slower than a quiet one, and a test that is merely slow there must not fail as hung.
public enum Patience {
    /// The factor from `MOSAIC_PATIENCE`; 1 when unset. A value that is not a whole number from
    /// 1 to 20 stops the run at once with what was wrong (a typo must not silently mean 1).
    public static let factor: Int = {
        guard let text = ProcessInfo.processInfo.environment["MOSAIC_PATIENCE"], !text.isEmpty else {
            return 1
        }
        guard let value = Int(text), (1...20).contains(value) else {
            fatalError("MOSAIC_PATIENCE must be a whole number from 1 to 20, got '\(text.prefix(40))'")
        }
        return value
    }()

    /// `minutes` scaled by ``factor``, for waits that are not Swift Testing time limits (a
    /// child process's watchdog).
    public static func seconds(minutes: Int) -> TimeInterval {
        TimeInterval(minutes * factor * 60)
    }
}

#if canImport(Testing)
    extension Trait where Self == TimeLimitTrait {
        /// A time limit that only catches a hang: `minutes` on a quiet machine, times
        /// ``Patience/factor`` under declared load.
        public static func hangsAfter(minutes: Int) -> Self {
            .timeLimit(.minutes(minutes * Patience.factor))
        }
    }
#endif
