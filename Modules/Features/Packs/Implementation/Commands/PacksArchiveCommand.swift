import AppCore
import ArgumentParser
import Foundation
import PacksInterface

/// `packs archive ID`: hides a parcel from the list, as the Archive action does (exit 65 for an unknown id).
public struct PacksArchiveCommand: PluginCommand {
    public static var configuration: CommandConfiguration {
        .localized("archive", abstract: PacksStrings.helpArchive)
    }

    /// The shared app options (environment, store, language, ...).
    @OptionGroup public var server: ServerOptions
    @OptionGroup public var device: DeviceOptions
    @OptionGroup var parcel: ParcelArgument

    /// An empty command; ArgumentParser fills in the arguments.
    public init() {}

    @MainActor public func run(in context: AppContext) async throws {
        let id = parcel.id
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
    public static var configuration: CommandConfiguration {
        .localized("unarchive", abstract: PacksStrings.helpUnarchive)
    }

    /// The shared app options (environment, store, language, ...).
    @OptionGroup public var server: ServerOptions
    @OptionGroup public var device: DeviceOptions
    @OptionGroup var parcel: ParcelArgument

    /// An empty command; ArgumentParser fills in the arguments.
    public init() {}

    @MainActor public func run(in context: AppContext) async throws {
        let id = parcel.id
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

/// The parcel `archive` and `unarchive` act on: its tracking number, read as every typed
/// identifier is (``TypedIdentifier``: blanks around it ignored, an empty one refused).
struct ParcelArgument: ParsableArguments {
    @Argument(help: .localized(PacksStrings.helpParcel, valueName: "id"))
    var id: String

    mutating func validate() throws {
        id = try TypedIdentifier.read(id, empty: PacksStrings.cliEmptyId)
    }
}
