import AppCore
import AppRunner
import AppRunnerTestSupport
import DataStorage
import Foundation
import MosaicTestSupport
import Synchronization
import Testing
@testable import PacksApp

/// A one-shot command's offline copy runs beside its output when the database outlives the run,
/// and is dropped unrun with `--store memory`, whose database goes with the process.
@MainActor @Suite struct StoringBesideOutputTests {
    /// Whether `context` ran the work it was handed, once its task ended.
    private func ran(in context: AppContext) async -> Bool {
        let ran = Mutex(false)
        await context.storingBesideOutput { ran.withLock { $0 = true } }.value
        return ran.withLock { $0 }
    }

    @Test func aFileDatabaseGetsTheCopy() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "packs.sqlite").path
        let context = try appContext(PacksApp.self, options: NoOptions(), arguments: ["--store", file])
        #expect(try context.resolver.require(AppDatabase.self).location.outlivesProcess)
        #expect(await ran(in: context))
    }

    @Test func aThrowawayDatabaseDoesNot() async throws {
        let context = try appContext(PacksApp.self, options: NoOptions(), arguments: ["--store", "memory"])
        #expect(try context.resolver.require(AppDatabase.self).location.outlivesProcess == false)
        #expect(await ran(in: context) == false)
    }
}
