import DataStorage
import Foundation
import Testing

@Suite struct StorageLocationTests {
    private let home = URL(fileURLWithPath: "/home/ada", isDirectory: true)
    private let fallback = URL(fileURLWithPath: "/home/ada/.local/share/mosaic/packs.sqlite")

    @Test func anAbsoluteXDGDataHomeIsUsed() {
        let url = StorageLocation.defaultFileURL(
            appName: "packs", environment: ["XDG_DATA_HOME": "/var/data/"], homeDirectory: home)
        #expect(url.path == "/var/data/mosaic/packs.sqlite")
    }

    @Test(arguments: [
        [:], ["XDG_DATA_HOME": ""], ["XDG_DATA_HOME": "relative/data"], ["XDG_DATA_HOME": "./data"],
    ])
    func anUnsetEmptyOrRelativeXDGDataHomeFallsBackToHome(environment: [String: String]) {
        let url = StorageLocation.defaultFileURL(
            appName: "packs", environment: environment, homeDirectory: home)
        #expect(url == fallback)
    }

    @Test func noArgumentSelectsTheDefaultFile() throws {
        let location = try StorageLocation(
            argument: nil, appName: "packs", environment: ["XDG_DATA_HOME": "/xdg"], homeDirectory: home)
        #expect(location == .file(URL(fileURLWithPath: "/xdg/mosaic/packs.sqlite")))
    }

    /// Which `--store` values put the database in the home (the apps never make a missing home).
    @Test func theDefaultFileWithoutXDGAndTildePathsAreInTheHome() {
        let plain = DataDirectories(environment: [:], homeDirectory: home)
        let xdg = DataDirectories(environment: ["XDG_DATA_HOME": "/xdg"], homeDirectory: home)
        #expect(StorageLocation.isInHome(argument: nil, directories: plain))
        #expect(!StorageLocation.isInHome(argument: nil, directories: xdg))
        #expect(StorageLocation.isInHome(argument: "~/stores/packs.sqlite", directories: xdg))
        for argument in ["memory", "/home/ada/packs.sqlite", "stores/packs.sqlite", "./~/x.sqlite"] {
            #expect(!StorageLocation.isInHome(argument: argument, directories: plain), "\(argument)")
        }
    }

    @Test func memorySelectsAnInMemoryDatabase() throws {
        #expect(
            try StorageLocation(argument: "memory", appName: "packs", environment: [:], homeDirectory: home)
                == .memory)
    }

    @Test(arguments: [
        ("/srv/packs.sqlite", "/srv/packs.sqlite"),
        ("/srv/../tmp/./packs.sqlite", "/tmp/packs.sqlite"),
        ("~/stores/packs.sqlite", "/home/ada/stores/packs.sqlite"),
        ("stores/packs.sqlite", "/work/dir/stores/packs.sqlite"),
        ("./memory", "/work/dir/memory"),
    ])
    func pathsAreResolved(argument: String, expectedPath: String) throws {
        let location = try StorageLocation(
            argument: argument, appName: "packs", environment: [:], homeDirectory: home,
            currentDirectory: URL(fileURLWithPath: "/work/dir", isDirectory: true))
        #expect(location == .file(URL(fileURLWithPath: expectedPath)))
    }

    @Test(arguments: ["", "   ", "/srv/stores/", "~"])
    func unusableArgumentsAreRejected(argument: String) {
        let error = #expect(throws: StorageError.self) {
            try StorageLocation(argument: argument, appName: "packs", environment: [:], homeDirectory: home)
        }
        guard case .invalidStoreArgument(let reported, _) = error else {
            Issue.record("Expected invalidStoreArgument, got \(String(describing: error))")
            return
        }
        #expect(reported == argument)
        #expect(error?.localizedDescription.hasPrefix("Invalid --store value \"\(argument)\"") == true)
    }

    @Test func descriptionsNameTheFile() {
        #expect("\(StorageLocation.memory)" == "the in-memory database")
        #expect(
            "\(StorageLocation.file(fallback))"
                == "the database at /home/ada/.local/share/mosaic/packs.sqlite")
    }
}
