import AppCore
import ArgumentParser
import Foundation
import HiringInterface

/// `hiring list [--list-id N] [--sort natural|text] [--format table|json|csv]`: the kept names
/// grouped by list, as the screen shows them, for people and scripts.
struct HiringListCommand: PluginCommand {
    /// The formats this command prints (CSV only here: the other listings have no flat rows).
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json, csv
    }

    /// The name orders, as typed.
    enum Sort: String, ExpressibleByArgument, CaseIterable {
        case natural, text

        var order: HiringSortOrder { self == .natural ? .natural : .text }
    }

    static var configuration: CommandConfiguration {
        .localized("list", abstract: HiringStrings.helpList, discussion: .helpListDiscussion)
    }

    @OptionGroup var server: ServerOptions

    @OptionGroup var device: DeviceOptions

    // A number, negative too ("-1" is an absent list, not an unknown option).
    @Option(
        name: .customLong("list-id"), parsing: .unconditional,
        help: .localized(HiringStrings.helpListId, valueName: "n"))
    var listId: Int?

    @Option(
        help: .localized(HiringStrings.helpSort, valueName: "natural|text"))
    var sort: Sort = .natural

    @Option(help: .localized(HiringStrings.helpFormat, valueName: "table|json|csv"))
    var format: Format = .table

    @MainActor func run(in context: AppContext) async throws {
        let texts = try context.resolver.require(HiringTexts.self)
        // The offline copy is stored on another thread while the list is grouped, sorted and
        // written (in one transaction), and awaited before exit, also when --list-id is refused:
        // the listing does not wait for it.
        let (load, keeping) = await Self.loadStoringOfflineCopy(
            try context.resolver.require((any HiringService).self), in: context)
        do {
            try write(load, texts: texts, in: context)
        } catch {
            await keeping.value
            throw error
        }
        await keeping.value
    }

    /// The list, and the task storing its offline copy (started here). Only the task holds the
    /// server's body, so the body is freed once stored, not kept while the list is written.
    @MainActor private static func loadStoringOfflineCopy(
        _ service: any HiringService, in context: AppContext
    ) async -> (
        HiringLoad, Task<Void, Never>
    ) {
        let loaded = await service.loadDeferringOfflineCopy()
        return (loaded.load, context.storingBesideOutput { await loaded.keepOfflineCopy() })
    }

    /// Prints the list `result` holds, or fails as the README's exit table says.
    @MainActor private func write(_ result: HiringLoad, texts: HiringTexts, in context: AppContext) throws {
        let snapshot = try texts.content(of: result)
        let now = try context.resolver.require(WallClock.self).now()
        if let failure = result.failure {
            TextOutput.standardError.line(
                texts.localizer.string(
                    HiringStrings.cliUsingCache,
                    [
                        "relative": texts.formatters.relative(snapshot.syncedAt, to: now),
                        "reason": failure.message(texts.localizer),
                    ]))
        }
        var groups = HiringGrouping.groups(snapshot.items, order: sort.order)
        if let listId {
            groups = groups.filter { $0.listId == listId }
            guard !groups.isEmpty else {
                throw CommandFailure(
                    texts.localizer.string(HiringStrings.cliUnknownList, ["listId": String(listId)]),
                    exitCode: ExitStatus.dataError)
            }
        }
        let listing = HiringListing(groups: groups, order: sort.order, listId: listId, snapshot: snapshot)
        switch format {
        case .json: context.output.json(writing: listing)
        case .csv: context.output.line(try listing.csv(texts: texts))
        case .table:
            context.output.line(listing.table(texts: texts))
            if let skipped = texts.skipped(snapshot.skipped) { context.output.line(skipped) }
            context.output.line(texts.source(of: snapshot, now: now))
        }
    }
}
