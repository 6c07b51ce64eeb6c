import Benchmark
import Foundation
import Hiring
import HiringInterface
import Logging
import Packs
import Pricing
import PricingInterface
import TerminalUI
import Transactions

// The app's own code paths at 1k, 10k, 100k and 1M elements (`MOSAIC_BENCHMARKS=1 swift package
// benchmark`; README "Performance"). Inputs are generated once per size, outside the measurement.

/// The element counts every scaled benchmark runs at.
let sizes = [1_000, 10_000, 100_000, 1_000_000]

/// Skipped entries are logged as warnings by the app; the benchmarks discard them.
let quiet = Logger(label: "mosaic.benchmarks", factory: { _ in SwiftLogNoOpLogHandler() })

/// Few iterations for the large sizes: each takes up to seconds.
func configuration(for size: Int, metrics: [BenchmarkMetric] = defaultMetrics) -> Benchmark.Configuration {
    .init(
        metrics: metrics, warmupIterations: size >= 100_000 ? 0 : 1,
        maxDuration: .seconds(size >= 1_000_000 ? 30 : 5), maxIterations: size >= 1_000_000 ? 3 : 50)
}

let defaultMetrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident]

let benchmarks: @Sendable () -> Void = {
    for size in sizes {
        let parcels = Inputs.packs(size)
        Benchmark("Packs decode+group+sort \(size)", configuration: configuration(for: size)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try PacksListPipeline.sections(decoding: parcels, logger: quiet))
            }
        }

        let transactions = Inputs.transactions(size)
        Benchmark("Transactions decode+sort+sum \(size)", configuration: configuration(for: size)) {
            benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try TransactionsListPipeline.listing(decoding: transactions, logger: quiet))
            }
        }

        let items = Inputs.hiringItems(size)
        Benchmark("Hiring filter+group+sort \(size)", configuration: configuration(for: size)) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(HiringGrouping.groups(items, order: .natural))
            }
        }

        let bytes = BenchmarkMetric.custom("bytes written", useScalingFactor: false)
        Benchmark(
            "Renderer one-row move \(size)",
            configuration: configuration(for: size, metrics: [.wallClock, bytes])
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                benchmark.measurement(bytes, ListRendering(items: size).bytesForMove(.down))
            }
        }
        Benchmark(
            "Renderer page move \(size)",
            configuration: configuration(for: size, metrics: [.wallClock, bytes])
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                benchmark.measurement(bytes, ListRendering(items: size).bytesForMove(.pageDown))
            }
        }
    }

    let basket = Inputs.basket(10_000)
    let rules = Inputs.rules()
    let date = Date(timeIntervalSince1970: 1_780_000_000)
    Benchmark("Pricing a 10k-item basket", configuration: configuration(for: 10_000)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try PricingEngine().price(basket, rules: rules, at: date))
        }
    }
}

/// A list of `items` in two sections on a 100×30 screen: the bytes the diffing renderer writes for
/// one key after the first frame (only changed lines are written, so this stays flat as the list grows).
struct ListRendering {
    let sections: [WindowedSectionList.Section]
    let size = TerminalSize(width: 100, height: 30)

    init(items: Int) {
        sections = [
            .init(title: "On the way", count: items - items / 7), .init(title: "Completed", count: items / 7),
        ]
    }

    func frame(_ state: ListState) -> Frame {
        let list = WindowedSectionList(sections: sections, state: state)
        let lines = list.lines(width: size.width, height: size.height) { section, item in
            ListRow("Parcel \(section)-\(item)", detail: "Ready for pickup")
        }
        return Frame(size: size, lines: lines)
    }

    /// The bytes written for `key` after the first frame was drawn.
    func bytesForMove(_ key: Key) -> Int {
        var renderer = FrameRenderer(theme: .dark)
        var state = ListState(selection: 12)
        let layout = WindowedSectionList(sections: sections, state: state).layout
        _ = renderer.render(frame(state))
        _ = state.handle(key, in: layout, viewport: size.height)
        return renderer.render(frame(state)).utf8.count
    }
}
