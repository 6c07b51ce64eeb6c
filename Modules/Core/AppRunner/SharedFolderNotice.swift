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
