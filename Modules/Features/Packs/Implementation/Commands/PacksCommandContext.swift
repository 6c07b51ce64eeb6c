import AppCore
import Foundation
import PacksInterface

/// What the Packs subcommands share: the services from the app's container, and loading the
/// list the way the app does (falling back to the stored list with a warning on stderr).
@MainActor
struct PacksCommandContext {
    let repository: PacksRepository
    let archive: any PacksArchive
    let texts: PackTexts
    let now: @Sendable () -> Date
    let output: TextOutput
    let warnings: TextOutput

    init(_ context: AppContext, warnings: TextOutput = .standardError) throws {
        repository = try context.resolver.require(PacksRepository.self)
        archive = try context.resolver.require((any PacksArchive).self)
        texts = try context.resolver.require(PackTexts.self)
        let clock = try context.resolver.require(WallClock.self)
        now = { clock.now() }
        output = context.output
        self.warnings = warnings
    }

    /// The current list, or the stored one with a warning; fails (exit 1) when there is neither.
    /// With `deferringOfflineCopy`, a fetched list is not stored yet: the caller passes the load
    /// to the repository's ``PacksRepository/keepOfflineCopy(of:)`` (`packs list` does it beside its output).
    func load(deferringOfflineCopy: Bool = false) async throws -> PacksRepository.Load {
        let load: PacksRepository.Load
        do {
            load = try await repository.load(deferringOfflineCopy: deferringOfflineCopy)
        } catch {
            // The detail (where the data broke) goes to the log; unreadable data exits 65.
            throw CommandFailure(texts.error(error), exitCode: error.exitStatus, logDetail: error.logDetail)
        }
        if let error = load.failure {
            warnings.line(
                texts.localizer.string(
                    PacksStrings.cliUsingCache,
                    [
                        "reason": error.message(texts.localizer),
                        "time": texts.syncTime(load.snapshot.syncedAt, now: now()),
                    ]))
        }
        return load
    }

    /// The archived ids; a storage failure ends the command (exit 1).
    func archivedIDs() throws -> Set<String> {
        do {
            return try archive.archivedIDs()
        } catch {
            throw CommandFailure(texts.localizer[PacksStrings.cliArchiveFailed], logDetail: "\(error)")
        }
    }

    /// Saves an archive change; a storage failure ends the command (exit 1).
    func setArchived(_ archived: Bool, id: String) throws {
        do {
            try archive.setArchived(archived, id: id)
        } catch {
            throw CommandFailure(texts.localizer[PacksStrings.cliArchiveFailed], logDetail: "\(error)")
        }
    }

    /// The exit-65 failure for an id that is neither in the list nor archived.
    func unknownID(_ id: String) -> CommandFailure {
        CommandFailure(
            texts.localizer.string(PacksStrings.cliUnknownID, ["id": id]), exitCode: ExitStatus.dataError)
    }
}
