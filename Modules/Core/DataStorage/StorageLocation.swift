import Foundation

/// Where the app database lives: a throwaway in-memory database or a file (WAL mode).
public enum StorageLocation: Sendable, Hashable, CustomStringConvertible {
    /// A private in-memory database, discarded when the ``AppDatabase`` goes away.
    case memory
    /// A database file; missing parent directories are created when it is opened.
    case file(URL)

    /// The `--store` value that selects an in-memory database.
    public static let memoryArgument = "memory"
    /// How a `--store` value names a path in the user's home (`~/stores/packs.sqlite`).
    static let homePrefix = "~/"

    /// Whether the file `argument` names (as ``init(argument:appName:environment:homeDirectory:currentDirectory:)``
    /// reads it) lies in the user's home: `~/…`, or the default file while `XDG_DATA_HOME` is
    /// unset, empty or relative. Such a file's folders are made inside the home, never the home
    /// itself (``DataDirectories/isHomeMissing``).
    public static func isInHome(argument: String?, directories: DataDirectories) -> Bool {
        argument.map { $0.hasPrefix(homePrefix) } ?? directories.dataFallsBackToHome
    }

    /// Whether what is stored here is there for a later run: false for the in-memory database,
    /// which goes with the process.
    public var outlivesProcess: Bool {
        switch self {
        case .memory: false
        case .file: true
        }
    }

    /// The default location: the file at ``defaultFileURL(appName:environment:homeDirectory:)``.
    public static func defaultFile(
        appName: String, environment: [String: String], homeDirectory: URL
    ) -> StorageLocation {
        .file(defaultFileURL(appName: appName, environment: environment, homeDirectory: homeDirectory))
    }

    /// `$XDG_DATA_HOME/mosaic/<appName>.sqlite`, or `<home>/.local/share/mosaic/<appName>.sqlite`
    /// when XDG_DATA_HOME is unset, empty or relative (see ``DataDirectories``).
    public static func defaultFileURL(
        appName: String, environment: [String: String], homeDirectory: URL
    ) -> URL {
        DataDirectories(environment: environment, homeDirectory: homeDirectory).database(appName: appName)
    }

    /// Parses the CLI value `--store PATH|memory`; nil selects the default file.
    ///
    /// `~` and `~/...` expand to `homeDirectory`, relative paths resolve against
    /// `currentDirectory`. `memory` in any case and with blanks around it is the in-memory
    /// database (a file literally named "memory" is reachable as `./memory`); `-` is refused.
    public init(
        argument: String?,
        appName: String,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL? = nil,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) throws(StorageError) {
        let homeDirectory = homeDirectory ?? DataDirectories.homeDirectory(environment: environment)
        guard let argument else {
            self = .defaultFile(appName: appName, environment: environment, homeDirectory: homeDirectory)
            return
        }
        // `MEMORY` and `memory ` mean what they say (a file named so is reachable as `./memory`).
        let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.lowercased() == Self.memoryArgument {
            self = .memory
            return
        }
        if trimmed.isEmpty {
            throw .invalidStoreArgument(argument, reason: "the path is empty")
        }
        if trimmed == "-" {
            throw .invalidStoreArgument(argument, reason: "a database cannot be read from standard input")
        }
        if argument.hasSuffix("/") {
            throw .invalidStoreArgument(argument, reason: "it names a directory, not a database file")
        }
        let url: URL
        if argument == "~" {
            throw .invalidStoreArgument(argument, reason: "it names the home directory, not a database file")
        } else if argument.hasPrefix(Self.homePrefix) {
            url = homeDirectory.appendingPathComponent(
                String(argument.dropFirst(Self.homePrefix.count)), isDirectory: false)
        } else if argument.hasPrefix("/") {
            url = URL(fileURLWithPath: argument, isDirectory: false)
        } else {
            url = currentDirectory.appendingPathComponent(argument, isDirectory: false)
        }
        self = .file(url.standardizedFileURL)
    }

    /// "the in-memory database" or "the database at /path/app.sqlite", for messages and logs.
    public var description: String {
        switch self {
        case .memory: "the in-memory database"
        case .file(let url): "the database at \(url.path)"
        }
    }
}
