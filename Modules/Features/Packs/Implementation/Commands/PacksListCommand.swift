import AppCore
import ArgumentParser
import Foundation
import Output
import PacksInterface

/// `packs list [--format table|json] [--include-archived]`: the grouped, sorted list for scripts.
public struct PacksListCommand: PluginCommand {
    public static var configuration: CommandConfiguration {
        .localized("list", abstract: PacksStrings.helpList, discussion: .helpListDiscussion)
    }

    /// The shared app options (environment, store, language, ...).
    @OptionGroup public var server: ServerOptions
    @OptionGroup public var device: DeviceOptions

    @Option(help: .localized(HelpStrings.format, valueName: "table|json"))
    var format: OutputFormat = .table

    @Flag(name: .customLong("include-archived"), help: .localized(PacksStrings.helpIncludeArchived))
    var includeArchived = false

    /// An empty command; ArgumentParser fills in the arguments.
    public init() {}

    @MainActor public func run(in context: AppContext) async throws {
        let packs = try PacksCommandContext(context)
        let archived = try packs.archivedIDs()
        // The offline copy is stored on another thread while the list is sorted and written (in
        // one transaction), and awaited before exit: the user's listing does not wait for it.
        var load = try await packs.load(deferringOfflineCopy: true)
        let repository = packs.repository
        let keeping = context.storingBesideOutput { [load] in await repository.keepOfflineCopy(of: load) }
        // The copy's task holds the server's body alone from here: it is freed once stored, not
        // kept beside the parcels until the listing is out (199 MB at a million parcels).
        load.payload = nil
        // Sorted and grouped as positions in the loaded list, so no parcel is copied: the list
        // needs no index by id (PackCatalog's), and archived parcels are left out while grouping.
        let listing = PacksListing(
            packs: load.snapshot.items,
            positions: PackOrdering.positionsByGroup(
                load.snapshot.items, excluding: includeArchived ? [] : archived),
            archivedIDs: archived, load: load, texts: packs.texts)
        switch format {
        case .json: context.output.json(writing: listing)
        case .table:
            context.output.line(
                listing.table(texts: packs.texts, showArchived: includeArchived, now: packs.now()))
        }
        await keeping.value
        // The parcels are freed with the process, not one by one after the listing is out.
        ReleasedAtExit.process.keep(listing)
    }
}
