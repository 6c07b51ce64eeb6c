import Benchmark
import Foundation
@_spi(Benchmarks) import Hiring
import HiringInterface
import Logging
import Packs
import Pricing
import PricingInterface
import RemoteContent
import TerminalUI
import Transactions

// The app's own code paths at 1k, 10k, 100k and 1M elements (`MOSAIC_BENCHMARKS=1 swift package
// benchmark`; README "Performance"). Inputs are generated once per size, outside the measurement.

/// The element counts every scaled benchmark runs at: 1k to 1M, or those listed in
/// `MOSAIC_BENCHMARK_SIZES` (e.g. "1000,10000": what `Tooling/bench-check` and CI run).
let sizes: [Int] = {
    let listed = ProcessInfo.processInfo.environment["MOSAIC_BENCHMARK_SIZES"] ?? ""
    let parsed = listed.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    return parsed.isEmpty
        ? [1_000, 10_000, 100_000, 1_000_000] : parsed.filter { (1...10_000_000).contains($0) }
}()

/// Skipped entries are logged as warnings by the app; the benchmarks discard them.
let quiet = Logger(label: "mosaic.benchmarks", factory: { _ in SwiftLogNoOpLogHandler() })

/// Few iterations for the large sizes: each takes up to seconds.
func configuration(for size: Int, metrics: [BenchmarkMetric] = defaultMetrics) -> Benchmark.Configuration {
    .init(
        metrics: metrics, warmupIterations: size >= 100_000 ? 0 : 1,
        maxDuration: .seconds(size >= 1_000_000 ? 30 : 5), maxIterations: size >= 1_000_000 ? 3 : 50,
        thresholds: guardedThresholds().filter { metrics.contains($0.key) })
}

let defaultMetrics: [BenchmarkMetric] = [
    .wallClock, .cpuTotal, .mallocCountTotal, .mallocBytesCount, .peakMemoryResident,
]

/// The metrics a run repeats exactly on any machine (how many allocations, and how many bytes they
/// ask for: the same code does the same work), each allowed 10% over the committed thresholds
/// (`Benchmarks/Thresholds`, checked by `Tooling/bench-check` in CI). Time is never checked: it
/// depends on the machine. Retains are not counted: on Swift 6.3 for Linux the runtime hooks
/// crash the benchmark process without ordo-one's runtime interposer (ordo-one/benchmark#349), a
/// package this machine's mirror does not carry.
let guardedMetrics: [BenchmarkMetric] = [.mallocCountTotal, .mallocBytesCount]
func guardedThresholds() -> [BenchmarkMetric: BenchmarkThresholds] {
    Dictionary(uniqueKeysWithValues: guardedMetrics.map { ($0, BenchmarkThresholds(relative: [.p90: 10.0])) })
}

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

        let slowestKey = BenchmarkMetric.custom("slowest key (μs)", useScalingFactor: false)
        Benchmark(
            "Hiring search as you type \(size)",
            configuration: configuration(
                for: size, metrics: [.wallClock, slowestKey, .mallocCountTotal, .mallocBytesCount])
        ) { benchmark in
            // Sorting and indexing happen once per load, before the first key.
            var browser = HiringBrowser()
            let content = LoadedSnapshot(
                snapshot: HiringSnapshot(items: items, skipped: 0, syncedAt: .now, source: .server),
                now: .now,
                generation: 1)
            blackHole(browser.groups(for: content).count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                // A fresh copy each time: no answer of the last iteration's queries is remembered.
                var typing = browser
                benchmark.measurement(slowestKey, SearchTyping.slowestKey(&typing, content))
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

/// Types a query into the hiring list's search key by key, deletes some of it, and clears it, as
/// a person would: every key filters the list and counts what is shown.
enum SearchTyping {
    static let queries = [
        "i", "it", "ite", "item", "item ", "item 5", "item 55", "item 5", "item ", "#42", "",
    ]

    /// The slowest key's time in microseconds.
    static func slowestKey(_ browser: inout HiringBrowser, _ content: HiringContent) -> Int {
        var slowest = Duration.zero
        let clock = ContinuousClock()
        for query in queries {
            let elapsed = clock.measure {
                browser.search = ListSearch(query: query)
                blackHole(browser.groups(for: content).reduce(0) { $0 + $1.count })
            }
            slowest = max(slowest, elapsed)
        }
        return Int(slowest / .microseconds(1))
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
