import AppCore
import DataStorage
import Foundation
import Localization

/// Says once that the folder holding the database can be opened by other users, when the app did
/// not make that folder (`--store ~/projects/cart.sqlite`): the app leaves a folder that is not
/// its own as it is (``AppOwnership``), so the user decides. "Once" is per folder and database:
/// the folder noticed is kept in the database, remembered only when the run keeps the database.
enum SharedFolderNotice {
    static let key = StorageKey<String>(namespace: "appRunner", name: "sharedFolderNoticed")

    /// The warning for `database`, or nil when its folder is the app's, private, or already noticed.
    static func message(for database: AppDatabase, localizer: Localizer) -> String? {
        guard let folder = database.exposedFolder,
            (try? KeyValueStore(database: database).value(for: key)) != folder.url.path
        else { return nil }
        return localizer.string(
            StorageStrings.folderShared,
            ["path": UsageText.bounded(folder.url.path), "mode": String(format: "%04o", folder.mode)])
    }

    /// Remembers that `database`'s folder was noticed (best effort: a failure only means the
    /// notice is given again).
    static func remember(_ database: AppDatabase) {
        guard let folder = database.exposedFolder else { return }
        try? KeyValueStore(database: database).set(folder.url.path, for: key)
    }
}

/// What a run does with its database around its work: says once when the database's folder is
/// shared (``SharedFolderNotice``), and at the end either removes a database the run created
/// and stored nothing in when the run failed (a bad value found after the database opened, a
/// server error: nothing of the app's is left behind), or empties its WAL into the file. A copy of
/// a server list the failed run fetched is kept (it works offline later).
@MainActor struct RunDatabase {
    private let database: AppDatabase?
    private let noticed: Bool

    /// Begins a run of `context`, saying on `errors` what there is to say about its database.
    init(_ context: AppContext, errors: TextOutput) {
        database = try? context.resolver.require(AppDatabase.self)
        let notice = database.flatMap { SharedFolderNotice.message(for: $0, localizer: context.localizer) }
        if let notice { errors.line("warning: " + notice) }
        noticed = notice != nil
    }

    /// Ends the run that exits with `status`.
    func end(status: Int32) {
        guard let database else { return }
        if status != ExitStatus.success, database.discardIfUnused() { return }
        if noticed { SharedFolderNotice.remember(database) }
        database.checkpointWrites()  // the next start reads less
    }
}
