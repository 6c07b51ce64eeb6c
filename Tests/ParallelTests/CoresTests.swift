import Foundation
import Testing

@testable import Parallel

/// ``Cores/available`` counts the CPUs this process may run on, from Linux's CPU list.
@Suite struct CoresTests {
    @Test func aCPUListIsCounted() {
        #expect(Cores.count(inList: "0") == 1)
        #expect(Cores.count(inList: "0-1") == 2)
        #expect(Cores.count(inList: " 0,2-3,7\n") == 4)
        for broken in ["", "x", "3-1", "1-", "-", "1-2-3", "0,,1"] {
            #expect(Cores.count(inList: broken) == nil, "\(broken)")
        }
    }

    @Test func theAffinityMaskCountsWhatTheCPUListSays() throws {
        let allowed = try #require(Cores.allowedListCount(), "Linux lists the allowed CPUs")
        #expect(Cores.affinityCount() == allowed)
        #expect(Cores.available == allowed)
    }

    @Test func theAvailableCoresAreAtLeastOneAndAtMostTheMachines() {
        #expect(Cores.available >= 1)
        #expect(Cores.available <= ProcessInfo.processInfo.processorCount)
    }
}
