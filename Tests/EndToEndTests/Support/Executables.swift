import Foundation

/// Finds the package's built executables (e.g. `mock-backend`) for end-to-end tests.
///
/// SwiftPM puts products next to the test bundle, so the products directory is the one holding
/// the running `.xctest`. `MOSAIC_BIN_DIR` overrides the search (e.g. to test an installed build).
enum Executables {
    /// No executable of that name was found where products live.
    struct NotFound: Error, CustomStringConvertible {
        let name: String
        let searched: [URL]

        var description: String {
            "No executable '\(name)' in \(searched.map(\.path).joined(separator: ", ")). "
                + "Build it first (swift build --product \(name)) or set MOSAIC_BIN_DIR."
        }
    }

    /// The executable `name` from `MOSAIC_BIN_DIR`, else from the products directory.
    static func url(for name: String) throws -> URL {
        let directories = candidateDirectories()
        for directory in directories {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw NotFound(name: name, searched: directories)
    }

    /// Where products may be, most specific first.
    static func candidateDirectories() -> [URL] {
        if let override = ProcessInfo.processInfo.environment["MOSAIC_BIN_DIR"], !override.isEmpty {
            return [URL(fileURLWithPath: override, isDirectory: true)]
        }
        var directories: [URL] = []
        // macOS: tests run inside a loaded `.xctest` bundle.
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        // Linux: the `.xctest` is itself the running executable.
        if let executable = Bundle.main.executableURL {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first {
            directories.append(
                URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        var seen = Set<String>()
        return directories.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}
