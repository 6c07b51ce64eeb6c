import AppCore
import ArgumentParser
import DataStorage
import Foundation
import Localization
import Output

/// `data [show|path|wipe]`: where the app keeps your data, and removing it. Every Mosaic
/// executable has it; none of it opens the app's container, so looking never creates a database
/// and wiping never races the app's own connection.
public struct DataCommand: StandaloneCommand {
    public static var configuration: CommandConfiguration {
        .localized(
            "data", abstract: AppStrings.helpData, discussion: .helpDataDiscussion,
            subcommands: [DataShowCommand.self, DataPathCommand.self, DataWipeCommand.self],
            defaultSubcommand: DataShowCommand.self)
    }

    @OptionGroup(visibility: .private) public var server: ServerOptions

    @OptionGroup public var device: DeviceOptions

    public init() {}

    @MainActor public func run(in context: StandaloneContext) async throws {
        // Not reached: ArgumentParser always picks a subcommand (show by default).
        throw UsageStrings.chooseSubcommand(["show", "path", "wipe"], context.localizer)
    }
}

/// `data show [--format table|json]` (the default): files, sizes, permissions, records, last sync.
public struct DataShowCommand: StandaloneCommand {
    public static var configuration: CommandConfiguration {
        .localized("show", abstract: AppStrings.helpDataShow)
    }

    @OptionGroup(visibility: .private) public var server: ServerOptions

    @OptionGroup public var device: DeviceOptions
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table

    public init() {}

    @MainActor public func run(in context: StandaloneContext) async throws {
        let report = try context.report()
        switch format {
        case .json:
            context.output.line(try OutputFormat.json(report.json))
        case .table:
            for line in report.lines(
                localizer: context.localizer, formatters: context.formatters,
                wipeCommand: "\(context.appName) data wipe")
            {
                context.output.line(line)
            }
        }
    }
}

/// `data path`: the folder the database is in, for scripts (`cd "$(packs data path)"`).
public struct DataPathCommand: StandaloneCommand {
    public static var configuration: CommandConfiguration {
        .localized("path", abstract: AppStrings.helpDataPath)
    }

    @OptionGroup(visibility: .private) public var server: ServerOptions

    @OptionGroup public var device: DeviceOptions

    public init() {}

    @MainActor public func run(in context: StandaloneContext) async throws {
        guard case .file(let database) = context.store else {
            throw CommandFailure(
                context.localizer.string(DataStrings.memory, ["app": context.appName]),
                exitCode: ExitStatus.usage)
        }
        context.output.line(database.deletingLastPathComponent().path)
    }
}

/// `data wipe [--yes]`: removes the app's database files and log after a confirmation; refused
/// while another process has the database open. Other apps' data stays.
public struct DataWipeCommand: StandaloneCommand {
    public static var configuration: CommandConfiguration {
        .localized("wipe", abstract: AppStrings.helpDataWipe)
    }

    @OptionGroup(visibility: .private) public var server: ServerOptions

    @OptionGroup public var device: DeviceOptions
    @Flag(help: .localized(AppStrings.helpDataWipeYes))
    var yes = false

    public init() {}

    @MainActor public func run(in context: StandaloneContext) async throws {
        let localizer = context.localizer
        let appName = context.appName
        guard case .file(let database) = context.store else {
            throw CommandFailure(
                localizer.string(DataStrings.memory, ["app": appName]), exitCode: ExitStatus.usage)
        }
        // Refused before asking: a path that is not the app's (a link, a user's file) is never removed.
        do {
            try DataInventory.checkIsTheApps(database)
        } catch {
            throw refusal(error, localizer: localizer, appName: appName)
        }
        let log = context.directories.log(appName: appName)
        let files = DataInventory.databaseFiles(database) + (DataInventory.file(log).map { [$0] } ?? [])
        guard !files.isEmpty else {
            context.output.line(localizer.string(DataStrings.nothingToWipe, ["app": appName]))
            return
        }
        if !yes {
            let size = context.formatters.bytes(files.map(\.bytes).reduce(0, +))
            let question = localizer.string(
                DataStrings.confirm,
                ["app": appName, "size": size, "folder": database.deletingLastPathComponent().path])
            switch context.confirm(question) {
            case nil:
                throw CommandFailure(
                    localizer.string(DataStrings.needsYes, ["app": appName]), exitCode: ExitStatus.usage)
            case false?:
                throw CommandFailure(localizer[DataStrings.cancelled], exitCode: ExitStatus.failure)
            case true?:
                break
            }
        }
        let removed: [URL]
        do {
            removed = try DataInventory.wipe(
                database: database, others: [log],
                emptyFolders: [
                    database.deletingLastPathComponent(), context.directories.data, context.directories.state,
                ])
        } catch {
            throw refusal(error, localizer: localizer, appName: appName)
        }
        for url in removed {
            context.output.line(localizer.string(DataStrings.removedFile, ["path": url.path]))
        }
        let freed = files.filter { removed.contains($0.url) }.map(\.bytes).reduce(0, +)
        context.output.line(
            localizer.string(DataStrings.removed, ["app": appName, "size": context.formatters.bytes(freed)]))
    }
}

extension DataWipeCommand {
    /// Why the wipe did not happen (or did not finish), in the user's language with its exit code.
    private func refusal(_ error: DataInventory.WipeError, localizer: Localizer, appName: String)
        -> CommandFailure
    {
        switch error {
        case .inUse(_, let pid):
            let message =
                pid.map { localizer.string(DataStrings.inUse, ["app": appName, "pid": String($0)]) }
                ?? localizer.string(DataStrings.inUseNoPid, ["app": appName])
            return CommandFailure(message, exitCode: ExitStatus.inUse)
        case .cannotRemove(let url, let reason):
            return CommandFailure(
                localizer.string(
                    DataStrings.cannotRemove,
                    ["path": UsageText.bounded(url.path), "reason": SystemReason.text(reason, in: localizer)]),
                exitCode: ExitStatus.failure)
        case .notTheApps(let url, let why):
            let key: DataStrings =
                switch why {
                case .symbolicLink: .refusedLink
                case .notAFile: .refusedNotAFile
                case .notADatabase: .refusedNotADatabase
                case .emptyFile: .refusedEmpty
                case .otherProgram: .refusedOtherProgram
                }
            return CommandFailure(
                localizer.string(key, ["path": UsageText.bounded(url.path)]), exitCode: ExitStatus.dataError)
        }
    }
}

extension StandaloneContext {
    /// The app's ``AppDataReport``, or a failure naming the file that could not be read.
    func report() throws -> AppDataReport {
        do {
            return try AppDataReport.inspect(
                appName: appName, store: store, directories: directories,
                records: AppDataReport.describedRecords(features: features, localizer: localizer))
        } catch let error as StorageError {
            throw CommandFailure(error.message(localizer), exitCode: ExitStatus.cannotCreate)
        } catch {
            let path: String
            if case .file(let url) = store { path = url.path } else { path = "memory" }
            throw CommandFailure(
                localizer.string(
                    DataStrings.cannotRead,
                    [
                        "path": path,
                        "reason": SystemReason.text(DataInventory.reason(for: error), in: localizer),
                    ]),
                exitCode: ExitStatus.cannotCreate)
        }
    }
}
