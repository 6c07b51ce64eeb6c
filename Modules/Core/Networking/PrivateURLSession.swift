import Foundation

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
/// throwaway folder, which is removed at once; nothing lands in the user's home.
public enum PrivateURLSession {
    /// The session; made on first use (mock runs never make it).
    public static let shared: URLSession = make()

    private static let redirectedVariables = ["XDG_CACHE_HOME", "XDG_DATA_HOME"]

    private static func make() -> URLSession {
        let fileManager = FileManager.default
        let scratch = fileManager.temporaryDirectory.appendingPathComponent(
            "mosaic-urlsession-\(getpid())-\(UUID().uuidString)", isDirectory: true)
        let madeScratch =
            (try? fileManager.createDirectory(
                at: scratch, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700]))
            != nil
        let saved = redirectedVariables.map { name in (name, getenv(name).map { String(cString: $0) }) }
        if madeScratch {
            for name in redirectedVariables { setenv(name, scratch.path, 1) }
            // Set before any configuration exists, so the shared cache is this empty one.
            URLCache.shared = URLCache(
                memoryCapacity: 0, diskCapacity: 0, diskPath: scratch.appendingPathComponent("cache").path)
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCredentialStorage = nil
        let session = URLSession(configuration: configuration)
        if madeScratch {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            try? fileManager.removeItem(at: scratch)
        }
        return session
    }
}
