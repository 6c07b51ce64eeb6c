import AppCore
import ArgumentParser
import Foundation
import PacksInterface

/// `packs archive ID`: hides a parcel from the list, as the Archive action does (exit 65 for an unknown id).
public struct PacksArchiveCommand: PluginCommand {
    public static let configuration = CommandConfiguration(
        commandName: "archive", abstract: "Archive a parcel: hide it from the list (kept across restarts).")

    /// The shared app options (environment, store, language, ...).
    @OptionGroup public var app: AppOptions

    @Argument(help: ArgumentHelp("The parcel's tracking number, as 'packs list' prints it.", valueName: "id"))
    var id: String

    /// An empty command; ArgumentParser fills in the arguments.
    public init() {}

    public mutating func validate() throws {
        id = id.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !id.isEmpty else { throw ValidationError.localized(PacksStrings.cliEmptyId) }
    }

    @MainActor public func run(in context: AppContext) async throws {
        let packs = try PacksCommandContext(context)
        let texts = packs.texts
        let catalog = PackCatalog(try await packs.load().snapshot)
        guard catalog.pack(id: id) != nil else { throw packs.unknownID(id) }
        if try packs.archivedIDs().contains(id) {
            context.output.line(texts.localizer.string(PacksStrings.cliAlreadyArchived, ["id": id]))
            return
        }
        try packs.setArchived(true, id: id)
        context.output.line(texts.localizer.string(PacksStrings.cliArchived, ["id": id]))
    }
}

/// `packs unarchive ID`: shows an archived parcel in the list again (exit 65 for an unknown id).
public struct PacksUnarchiveCommand: PluginCommand {
    public static let configuration = CommandConfiguration(
        commandName: "unarchive", abstract: "Unarchive a parcel: show it in the list again.")

    /// The shared app options (environment, store, language, ...).
    @OptionGroup public var app: AppOptions

    @Argument(
        help: ArgumentHelp("The parcel's tracking number, as 'packs list --include-archived' prints it."))
    var id: String

    /// An empty command; ArgumentParser fills in the arguments.
    public init() {}

    public mutating func validate() throws {
        id = id.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !id.isEmpty else { throw ValidationError.localized(PacksStrings.cliEmptyId) }
    }

    @MainActor public func run(in context: AppContext) async throws {
        let packs = try PacksCommandContext(context)
        let texts = packs.texts
        // An archived id is known even when the server no longer lists it: no need to fetch.
        if try packs.archivedIDs().contains(id) {
            try packs.setArchived(false, id: id)
            context.output.line(texts.localizer.string(PacksStrings.cliUnarchived, ["id": id]))
            return
        }
        let catalog = PackCatalog(try await packs.load().snapshot)
        guard catalog.pack(id: id) != nil else { throw packs.unknownID(id) }
        context.output.line(texts.localizer.string(PacksStrings.cliNotArchived, ["id": id]))
    }
}
