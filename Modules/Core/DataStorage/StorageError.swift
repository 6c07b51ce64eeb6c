import Foundation

/// Why the app database could not be located, opened or migrated; every message names the file.
public enum StorageError: Error, Equatable, LocalizedError {
    /// The `--store` value is not a usable path or `memory`.
    case invalidStoreArgument(String, reason: String)
    /// The directory that should hold the database could not be created.
    case cannotCreateDirectory(URL, reason: String)
    /// SQLite could not open or write the database (permissions, a directory, I/O error...).
    case cannotOpen(StorageLocation, reason: String)
    /// The file exists but is not an SQLite database; it was left untouched.
    case notADatabase(URL, reason: String)
    /// The file is an SQLite database whose content is damaged; it was left untouched.
    case corrupt(URL, reason: String)
    /// The file is another program's SQLite database (see ``AppOwnership``); it was left untouched.
    case notTheAppsDatabase(URL)
    /// The file is empty and the app did not make it; it was left untouched.
    case emptyFile(URL)
    /// A migration failed and was rolled back; `identifier` is nil when it cannot be told.
    case migrationFailed(identifier: String?, location: StorageLocation, reason: String)
    /// Two migrations share one namespaced identifier.
    case duplicateMigration(identifier: String, modules: [String])
    /// A module name or migration id is unusable.
    case invalidMigration(module: String, id: String, reason: String)
    /// ``DataStorageAssembly`` was not applied to the container asked for the database.
    case notAssembled

    /// A sentence an app's main can show as is.
    public var errorDescription: String? {
        switch self {
        case .invalidStoreArgument(let argument, let reason):
            return "Invalid --store value \"\(argument)\": \(reason). Pass a file path or \"memory\"."
        case .cannotCreateDirectory(let directory, let reason):
            return "Cannot create the directory \(directory.path) for the database (\(reason)). "
                + "Pass --store PATH to use another location, or --store memory."
        case .cannotOpen(.memory, let reason):
            return "Cannot open the in-memory database (\(reason))."
        case .cannotOpen(let location, let reason):
            return "Cannot open \(location) (\(reason)). "
                + "Check that the location is writable, or pass --store PATH or --store memory."
        case .notADatabase(let file, let reason):
            return "The database at \(file.path) is not a valid SQLite database (\(reason)). "
                + Self.leftUntouched
        case .corrupt(let file, let reason):
            return "The database at \(file.path) is corrupt (\(reason)). " + Self.leftUntouched
        case .emptyFile(let file):
            return "The file \(file.path) is empty and Mosaic did not make it. " + Self.leftUntouched
        case .notTheAppsDatabase(let file):
            return "The file \(file.path) is another program's SQLite database, not a Mosaic one. "
                + Self.leftUntouched
        case .migrationFailed(let identifier, let location, let reason):
            let name = identifier.map { "Migration \($0)" } ?? "A migration"
            return "\(name) failed on \(location) (\(reason)). "
                + "That migration was rolled back; migrations applied before it were kept."
        case .duplicateMigration(let identifier, let modules):
            return "The migration \"\(identifier)\" is registered more than once "
                + "(by \(modules.joined(separator: ", "))). Each migration id must be unique in its module."
        case .invalidMigration(let module, let id, let reason):
            return "Invalid migration \"\(module).\(id)\": \(reason)."
        case .notAssembled:
            return "No database was set up: DataStorageAssembly was not applied to this container."
        }
    }

    private static let leftUntouched = "It was left untouched; move it aside or pass --store memory."
}
