import DataStorage
import Foundation
import Localization

/// "Your data" inside a running app (Settings' rows): what the app keeps, and erasing it.
///
/// The running app has its own database open, so its files cannot be removed under it (that is
/// `data wipe`, run with the app closed). Erasing here deletes every record in one transaction
/// and rewrites the file, so nothing of the old data stays in it or in its WAL.
@MainActor
public final class AppDataService {
    /// The executable's name.
    public let appName: String
    private let database: AppDatabase
    private let directories: DataDirectories
    private let features: [any FeaturePlugin]

    /// A service for `database`, the features' tables described by `features`.
    public init(
        appName: String, database: AppDatabase, directories: DataDirectories, features: [any FeaturePlugin]
    ) {
        self.appName = appName
        self.database = database
        self.directories = directories
        self.features = features
    }

    /// What the app keeps now, described in `localizer`'s language.
    public func report(localizer: Localizer) throws -> AppDataReport {
        try AppDataReport.inspect(
            appName: appName, store: database.location, directories: directories,
            records: AppDataReport.describedRecords(features: features, localizer: localizer))
    }

    /// Deletes every record the app keeps (the log file too); returns how many rows went.
    @discardableResult
    public func eraseRecords() throws -> Int {
        let rows = try DataInventory.eraseRecords(in: database)
        // The app's log, when it is a regular file (never a folder or a link's target).
        _ = try? DataInventory.removeRegularFile(directories.log(appName: appName))
        return rows
    }
}
