import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one `URLSession` stage and prod clients use: ephemeral, with no URL cache and no cookie
/// storage, so no server answer (personal data in stage and prod) is kept anywhere but in the
/// app's own offline copy.
///
/// swift-corelibs-foundation creates two folders the first time any `URLSessionConfiguration`
/// is made, even an ephemeral one that uses neither: the shared URL cache's
/// `$XDG_CACHE_HOME/org.swift.foundation.URLCache/<app>` and the shared cookie storage's
/// `$XDG_DATA_HOME/<folder of the executable>`. Both would be empty, outside the app's own data
/// folder, and undocumented. So the session is made while both variables point into a private
/// throwaway folder inside the app's own cache folder (``Scratch``: `$XDG_CACHE_HOME/mosaic`, not
/// `/tmp`), which is removed as soon as the session exists, with the folders made for it; nothing
/// stays behind. Without a scratch folder (the cache folder would be in a home that does not
/// exist, or cannot be made) both point where no folder can be made, and Foundation keeps no
/// disk cache at all.
public enum PrivateURLSession {
    /// Where the session's throwaway folder is made, and how: Networking does not know the app's
    /// folders, so the runner passes its cache folder and DataStorage's private folder maker.
    public struct Scratch: Sendable {
        /// The folder the throwaway folder is made in (the app's XDG cache folder).
        public let parent: URL
        /// Makes a folder (and missing parents) private to the user; returns the folders it
        /// made, outermost first.
        public let makeDirectory: @Sendable (URL) throws -> [URL]
        /// Removes a folder made for the scratch when nothing of anybody's is left in it; true
        /// when it is gone.
        public let removeEmptyDirectory: @Sendable (URL) -> Bool

        /// A scratch in `parent`, made with `makeDirectory`, its parents removed with
        /// `removeEmptyDirectory`.
        public init(
            in parent: URL, makeDirectory: @escaping @Sendable (URL) throws -> [URL],
            removeEmptyDirectory: @escaping @Sendable (URL) -> Bool
        ) {
            self.parent = parent
            self.makeDirectory = makeDirectory
            self.removeEmptyDirectory = removeEmptyDirectory
        }
    }

    /// Where no folder can be made, even by root (a device, not a folder).
    static let nowhere = "/dev/null"

    private static let redirectedVariables = ["XDG_CACHE_HOME", "XDG_DATA_HOME"]
    private static let session = Mutex<URLSession?>(nil)
    /// Held while the environment is redirected: two sessions made at once would each restore
    /// the other's redirection.
    private static let redirecting = Mutex(())

    /// The process's session, made on first use (mock runs never make it) with the first caller's
    /// `scratch`; later callers get the same session.
    public static func shared(scratch: Scratch?) -> URLSession {
        session.withLock { made in
            if let made { return made }
            let new = make(scratch: scratch)
            made = new
            return new
        }
    }

    /// A new session made as ``shared(scratch:)`` makes it; its throwaway folder and the folders
    /// made for it are removed before this returns.
    static func make(scratch: Scratch?) -> URLSession {
        redirecting.withLock { _ in makeRedirected(scratch: scratch) }
    }

    private static func makeRedirected(scratch: Scratch?) -> URLSession {
        let folder = scratch.flatMap(makeFolder)
        let redirect = folder?.made.path ?? nowhere
        let saved = redirectedVariables.map { name in (name, getenv(name).map { String(cString: $0) }) }
        for name in redirectedVariables { setenv(name, redirect, 1) }
        // Set before any configuration exists, so the shared cache is this empty one.
        URLCache.shared = URLCache(
            memoryCapacity: 0, diskCapacity: 0, diskPath: redirect + "/cache")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCredentialStorage = nil
        let session = URLSession(configuration: configuration)
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        if let folder { remove(folder) }
        return session
    }

    /// The throwaway folder made in `scratch.parent`, with the folders made for it (the parent's
    /// missing ancestors, deepest first); nil when it cannot be made.
    private static func makeFolder(_ scratch: Scratch) -> (made: URL, parents: [URL], scratch: Scratch)? {
        let folder = scratch.parent.appendingPathComponent(
            "urlsession-\(getpid())-\(UUID().uuidString)", isDirectory: true)
        guard let made = try? scratch.makeDirectory(folder) else { return nil }
        return (
            folder, made.filter { $0.standardizedFileURL != folder.standardizedFileURL }.reversed(), scratch
        )
    }

    /// Removes the throwaway folder (only this run's), then each parent made for it while it is
    /// empty (another run may be using it), deepest first.
    private static func remove(_ folder: (made: URL, parents: [URL], scratch: Scratch)) {
        try? FileManager.default.removeItem(at: folder.made)
        for parent in folder.parents where !folder.scratch.removeEmptyDirectory(parent) { break }
    }
}
