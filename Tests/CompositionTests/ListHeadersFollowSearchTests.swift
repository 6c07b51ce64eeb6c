import AppCore
import AppRunner
import Clocks
import Foundation
import MosaicTestSupport
import Testing

@testable import HiringApp
@testable import OrdersApp
@testable import PacksApp
@testable import PaybackApp
@testable import StoreApp

/// On every list a search narrows, the counts and sums above the
/// rows follow what is shown ("3 of 16 transactions", the sum of those three), or say plainly
/// what else they count (the feed's "Total of all your transactions"). Each case is a real app
/// after `--keys`: what the header must say, and the whole list's figure it must not say.
@MainActor @Suite(.hangsAfter(minutes: 10)) struct ListHeadersFollowSearchTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let app: String
        let keys: String
        /// Texts the header shows with the search kept.
        let shows: [String]
        /// The unsearched figures that must be gone.
        let hides: [String]
        var testDescription: String { "\(app) \(keys)" }
    }

    nonisolated static let cases: [Case] = [
        Case(
            app: "payback", keys: "2 / a r a l enter",
            shows: ["Filter: All categories · 3 of 16 transactions", "Sum: 193 points"],
            hides: ["· 16 transactions", "2,451"]),
        Case(
            app: "payback", keys: "2 f down enter / a r a l enter",
            shows: ["Filter: Category 1 · 0 of 5 transactions", "Sum: 0 points"], hides: ["· 5 transactions"]),
        Case(
            app: "payback", keys: "1 / t r a v enter",
            shows: ["Total of all your transactions", "For you  1"], hides: []),
        Case(
            app: "packs", keys: "/ e m p i k enter", shows: ["1 of 17 parcels", "On the way  1"],
            hides: ["\n 17 parcels"]),
        // All: the mock's orders move with the time a run takes, but none comes or goes.
        Case(app: "orders", keys: "/ d e s k enter", shows: ["Orders · All (1 of 7)"], hides: ["All (7)"]),
        Case(
            app: "hiring", keys: "/ 1 9 enter", shows: ["3 lists · 3 items · 24 dropped", "List 1  1 item"],
            hides: ["60 items"]),
        Case(app: "store", keys: "/ m u g enter", shows: ["Products  1"], hides: ["Products  10"]),
        Case(app: "store", keys: "2 / m u g enter", shows: ["Products  1"], hides: ["Products  10"]),
        Case(
            app: "store", keys: "3 / b u y enter", shows: ["Active now  1", "Ended  1"],
            hides: ["Active now  3"]),
    ]

    @Test(arguments: cases)
    func theHeaderCountsWhatTheSearchShows(_ state: Case) async throws {
        let arguments = [
            "--keys", state.keys, "--store", "memory", "--latency", "0", "--failure-rate", "0", "--language",
            "en",
        ]
        let environment = ["COLUMNS": "100", "LINES": "30"]
        let now = Date(timeIntervalSince1970: 1_795_348_800)
        let run: AppRun
        switch state.app {
        case "payback":
            run = await MosaicMain<PaybackApp>.runCapturing(
                arguments, environment: environment, clock: ImmediateClock(), now: now)
        case "packs":
            run = await MosaicMain<PacksApp>.runCapturing(
                arguments, environment: environment, clock: ImmediateClock(), now: now)
        case "orders":
            run = await MosaicMain<OrdersApp>.runCapturing(
                arguments, environment: environment, clock: ImmediateClock(), now: now)
        case "hiring":
            run = await MosaicMain<HiringApp>.runCapturing(
                arguments, environment: environment, clock: ImmediateClock(), now: now)
        default:
            run = await MosaicMain<StoreApp>.runCapturing(
                arguments, environment: environment, clock: ImmediateClock(), now: now)
        }
        #expect(run.status == 0, "\(run.stderr)")
        for text in state.shows {
            #expect(run.stdout.contains(text), "“\(text)” in\n\(run.stdout)")
        }
        for text in state.hides {
            #expect(!run.stdout.contains(text), "“\(text)” is the whole list's, in\n\(run.stdout)")
        }
    }
}
