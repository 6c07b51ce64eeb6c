import Foundation
import MosaicTestSupport
import Testing

/// The tools' saved package descriptions (`Tooling/lib/mosaic.py`): a manifest read once is
/// served from `.build/mosaic-tools`, a changed manifest is read again (never stale), and a
/// manifest that reads files is never saved. Checked on a package of its own, with the cache in a
/// temporary folder.
@Suite struct PackageDescriptionCacheTests {
    @Test func aSavedDescriptionIsServedUntilTheManifestChanges() throws {
        let folder = try TemporaryDirectory()
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Probe", targets: [.target(name: "A", path: "A")])
            """
        try folder.write("package/Package.swift", manifest)
        let script = """
            import pathlib, sys
            sys.path.insert(0, sys.argv[1])
            import mosaic
            root, cache = pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
            mosaic.DESCRIPTION_CACHE = cache
            saved = lambda: sorted(cache.glob("*.json")) if cache.exists() else []
            print("first", mosaic.load_description(None, root)["name"], len(saved()))
            # Served from the file: a mark put in the saved text comes back.
            file = saved()[0]
            file.write_text(file.read_text().replace('"Probe"', '"Marked"'))
            print("again", mosaic.load_description(None, root)["name"], len(saved()))
            manifest = root / "Package.swift"
            manifest.write_text(manifest.read_text().replace('"Probe"', '"Probe2"'))
            print("changed", mosaic.load_description(None, root)["name"], len(saved()))
            manifest.write_text(manifest.read_text() + "\\n// FileManager.default would read the disk\\n")
            print("reads files", mosaic.load_description(None, root)["name"], len(saved()))
            """
        let run = try ToolRun(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", "-c", script, ToolRun.repositoryRoot.appending(path: "Tooling/lib").path,
                folder.url.appending(path: "package").path, folder.url.appending(path: "cache").path,
            ])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(
            run.stdout.split(separator: "\n").map(String.init) == [
                "first Probe 1", "again Marked 1", "changed Probe2 2", "reads files Probe2 2",
            ], "\(run.stdout)\(run.stderr)")
    }
}
