import Foundation

/// Where Mosaic keeps files, as the XDG Base Directory spec says: each folder comes from its
/// variable when that is an absolute path (relative or empty values are ignored, as the spec
/// requires), else from the user's home. Every app shares the `mosaic` folder of each kind and
/// names its files after itself. The apps make no folder that falls back to a home that does
/// not exist (``isHomeMissing``): the home is the user's, not the app's to create.
///
/// | kind | variable | default | what |
/// |---|---|---|---|
/// | data | `XDG_DATA_HOME` | `~/.local/share/mosaic` | `<app>.sqlite` (+ `-wal`, `-shm`) |
/// | state | `XDG_STATE_HOME` | `~/.local/state/mosaic` | `<app>.log` (only with `--log`) |
/// | cache | `XDG_CACHE_HOME` | `~/.cache/mosaic` | no data: a stage/prod run's throwaway URLSession folder, removed at once |
public struct DataDirectories: Sendable, Hashable {
    /// The databases' folder.
    public let data: URL
    /// The logs' folder.
    public let state: URL
    /// The folder for disposable files (no data is written there: a stage/prod run makes its
    /// URLSession's throwaway folder in it and removes it at once; `data` reports it for
    /// completeness and `data wipe` would clear the app's files there).
    public let cache: URL
    /// The user's home the folders without an XDG variable fall back to.
    public let home: URL
    /// Whether ``data`` is in ``home`` because `XDG_DATA_HOME` is unset, empty or relative.
    public let dataFallsBackToHome: Bool
    /// Whether ``state`` is in ``home`` because `XDG_STATE_HOME` is unset, empty or relative.
    public let stateFallsBackToHome: Bool
    /// Whether ``cache`` is in ``home`` because `XDG_CACHE_HOME` is unset, empty or relative.
    public let cacheFallsBackToHome: Bool

    /// The folder name under each base directory.
    public static let folderName = "mosaic"

    /// The folders for `environment`; `homeDirectory` defaults to ``homeDirectory(environment:)``.
    public init(environment: [String: String], homeDirectory: URL? = nil) {
        let home = (homeDirectory ?? Self.homeDirectory(environment: environment)).standardizedFileURL
        self.home = home
        // The variable's folder when it is an absolute path, else nil (the home's is used).
        func variable(_ name: String) -> URL? {
            environment[name].flatMap {
                $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil
            }
        }
        func base(_ name: String, _ fallback: String) -> URL {
            let root = variable(name) ?? home.appendingPathComponent(fallback, isDirectory: true)
            return root.appendingPathComponent(Self.folderName, isDirectory: true).standardizedFileURL
        }
        data = base("XDG_DATA_HOME", ".local/share")
        state = base("XDG_STATE_HOME", ".local/state")
        cache = base("XDG_CACHE_HOME", ".cache")
        dataFallsBackToHome = variable("XDG_DATA_HOME") == nil
        stateFallsBackToHome = variable("XDG_STATE_HOME") == nil
        cacheFallsBackToHome = variable("XDG_CACHE_HOME") == nil
    }

    /// Whether ``home`` does not exist (`HOME=/nonexistent`, as service accounts have). Mosaic
    /// makes its own folders inside a home, never the home itself: the database's opener and
    /// `--log` check this before making a folder that falls back to the home.
    public var isHomeMissing: Bool { !FileManager.default.fileExists(atPath: home.path) }

    /// The user's home: `$HOME` when it is an absolute path (as the XDG spec and every shell
    /// assume), else the account's home from the password database. Foundation's
    /// `homeDirectoryForCurrentUser` ignores `HOME` on Linux, so a user or a test that sets it
    /// would see data land in the real home.
    public static func homeDirectory(environment: [String: String]) -> URL {
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser
    }

    /// `<data>/<appName>.sqlite`.
    public func database(appName: String) -> URL {
        data.appendingPathComponent("\(appName).sqlite", isDirectory: false)
    }

    /// `<state>/<appName>.log`, where `--log` appends.
    public func log(appName: String) -> URL {
        state.appendingPathComponent("\(appName).log", isDirectory: false)
    }

    /// Creates `directory` (and missing parents) private to the user: each folder it makes is
    /// `0700` from the start and marked as the app's (``AppOwnership/makeFolders(_:)``). Existing
    /// folders are left as they are.
    /// - Returns: the folders it made, outermost first.
    @discardableResult
    public static func createPrivateDirectory(_ directory: URL) throws -> [URL] {
        try AppOwnership.makeFolders(directory)
    }
}
