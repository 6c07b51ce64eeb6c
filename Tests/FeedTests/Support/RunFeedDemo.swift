import AppCore
import AppRunner
import FeedTesting
import Foundation
import MosaicTestSupport

@testable import FeedDemo

/// Runs the `feed-demo` composition in-process at `now` with `arguments` and captures both streams.
@MainActor
func runFeed(
    _ arguments: [String], environment: [String: String] = ["LANG": "en_US.UTF-8"],
    now: Date = FeedFixtures.now
) async -> AppRun {
    await MosaicMain<FeedDemoApp>.runCapturing(
        arguments + ["--store", "memory"], environment: environment, timeZone: utc, now: now)
}
