import AppCore
import Testing

/// ``ReleasedAtExit`` holds values only in a process about to exit; everywhere else (tests, hosts
/// running commands in-process) a value is released when its last reference goes.
@Suite struct ReleasedAtExitTests {
    private final class Parcel: Sendable {}

    @Test func aValueIsReleasedAsUsualUntilThePoolKeepsUntilExit() {
        let pool = ReleasedAtExit()
        weak var released: Parcel?
        do {
            let parcel = Parcel()
            released = parcel
            pool.keep(parcel)
        }
        #expect(released == nil, "kept although the process is not about to exit")
        #expect(pool.count == 0)

        pool.keepUntilExit()
        weak var kept: Parcel?
        do {
            let parcel = Parcel()
            kept = parcel
            pool.keep(parcel)
        }
        #expect(kept != nil, "released although the process exits next")
        #expect(pool.count == 1)
    }

    @Test func theProcessPoolKeepsNothingInTests() {
        // MosaicMain.main() turns it on just before exiting; tests call run(_:) and never do.
        weak var released: Parcel?
        do {
            let parcel = Parcel()
            released = parcel
            ReleasedAtExit.process.keep(parcel)
        }
        #expect(released == nil)
    }
}
