import Foundation
import MosaicTestSupport
import Synchronization
import Testing

@testable import Networking

/// The stage/prod session's throwaway folder is made in the folder the runner gives
/// (the app's XDG cache folder), never in `/tmp`, and nothing of it stays behind. Serialized:
/// making a session redirects this process's XDG variables for a moment, which a test reading
/// them while another makes one would see.
@Suite(.serialized) struct PrivateURLSessionTests {
    /// What `/tmp` (the process's temporary folder) holds of this process's old scratch folders.
    private func oldScratchFolders() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []
        return names.filter { $0.hasPrefix("mosaic-urlsession-\(getpid())-") }
    }

    /// Makes `folder` and its missing parents as the apps' folder maker does; returns the
    /// folders it made, outermost first.
    private static func makeFolders(_ folder: URL) throws -> [URL] {
        var missing: [URL] = []
        var ancestor = folder.standardizedFileURL
        while ancestor.path != "/", !FileManager.default.fileExists(atPath: ancestor.path) {
            missing.insert(ancestor, at: 0)
            ancestor = ancestor.deletingLastPathComponent()
        }
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return missing
    }

    @Test func theThrowawayFolderIsMadeInTheCacheFolderAndNothingStaysBehind() throws {
        try withTemporaryDirectory { home in
            // A private XDG_CACHE_HOME that does not exist yet: its `mosaic` folder is made too.
            let cacheHome = home.appendingPathComponent("cache", isDirectory: true)
            let cache = cacheHome.appendingPathComponent("mosaic", isDirectory: true)
            let made = Mutex<[URL]>([])
            let scratch = PrivateURLSession.Scratch(
                in: cache,
                makeDirectory: { folder in
                    made.withLock { $0.append(folder) }
                    return try Self.makeFolders(folder)
                }, removeEmptyDirectory: { rmdir($0.path) == 0 })
            let before = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"]
            _ = PrivateURLSession.make(scratch: scratch)
            let folders = made.withLock { $0 }
            try #require(folders.count == 1, "\(folders)")
            let folder = folders[0]
            #expect(folder.deletingLastPathComponent().standardizedFileURL == cache.standardizedFileURL)
            #expect(folder.lastPathComponent.hasPrefix("urlsession-\(getpid())-"))
            #expect(!FileManager.default.fileExists(atPath: folder.path), "removed")
            let left = try FileManager.default.contentsOfDirectory(atPath: home.path)
            #expect(left.isEmpty, "the folders made for it are removed too: \(left)")
            #expect(oldScratchFolders().isEmpty, "nothing in /tmp")
            #expect(ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] == before, "restored")
        }
    }

    @Test func aCacheFolderThatExistsKeepsWhatItHolds() throws {
        try withTemporaryDirectory { cache in
            let kept = cache.appendingPathComponent("kept.txt")
            try Data("mine".utf8).write(to: kept)
            _ = PrivateURLSession.make(
                scratch: PrivateURLSession.Scratch(
                    in: cache, makeDirectory: { try Self.makeFolders($0) },
                    removeEmptyDirectory: { rmdir($0.path) == 0 }))
            let left = try FileManager.default.contentsOfDirectory(atPath: cache.path)
            #expect(left == ["kept.txt"])
        }
    }

    /// Without a folder to use (a home that does not exist, a folder that cannot be made), the
    /// session is still made, with no disk cache, and no folder anywhere.
    @Test func withoutAScratchFolderTheSessionHasNoDiskCache() throws {
        struct Refused: Error {}
        try withTemporaryDirectory { home in
            let missing = home.appendingPathComponent("nonexistent/.cache/mosaic")
            let refused = PrivateURLSession.make(
                scratch: PrivateURLSession.Scratch(
                    in: missing, makeDirectory: { _ in throw Refused() }, removeEmptyDirectory: { _ in false }
                ))
            #expect(refused.configuration.urlCache == nil)
            let none = PrivateURLSession.make(scratch: nil)
            #expect(none.configuration.httpCookieStorage == nil)
            let left = try FileManager.default.contentsOfDirectory(atPath: home.path)
            #expect(left.isEmpty, "\(left)")
            #expect(oldScratchFolders().isEmpty)
        }
    }
}
