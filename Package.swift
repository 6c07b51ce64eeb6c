// swift-tools-version: 6.1
// Mosaic: one data-driven manifest. Modules are declared in the catalogue at the
// bottom with `core(...)`, `feature(...)` and `app(...)`; everything else
// (targets, paths, test targets, products, pruning) is derived from it.
//
// MOSAIC_ONLY=Name[,Name...] prunes the package to those modules, their
// dependencies and their own test targets, so one module builds and tests
// without compiling any other module's tests (see Tooling/test-module).

import Foundation
import PackageDescription

// MARK: - Third-party products

enum External {
    static let swinject = Target.Dependency.product(name: "Swinject", package: "Swinject")
    static let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
    static let argumentParser = Target.Dependency.product(
        name: "ArgumentParser", package: "swift-argument-parser")
    static let logging = Target.Dependency.product(name: "Logging", package: "swift-log")
    static let clocks = Target.Dependency.product(name: "Clocks", package: "swift-clocks")
    static let concurrencyExtras = Target.Dependency.product(
        name: "ConcurrencyExtras", package: "swift-concurrency-extras")
    static let snapshotTesting = Target.Dependency.product(
        name: "SnapshotTesting", package: "swift-snapshot-testing")
    static let hummingbird = Target.Dependency.product(name: "Hummingbird", package: "hummingbird")
}

/// Every third-party package, keyed by the package name products refer to.
let packageDependencies: [String: Package.Dependency] = [
    "Swinject": .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
    "GRDB.swift": .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    "swift-argument-parser": .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    "swift-log": .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    "swift-clocks": .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    "swift-concurrency-extras": .package(
        url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    "swift-snapshot-testing": .package(
        url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    "hummingbird": .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
]

/// The packages the given targets use (a pruned build resolves only those).
func packagesUsed(by targets: [Target], from all: [String: Package.Dependency]) -> [Package.Dependency] {
    let names = Set(
        targets.flatMap(\.dependencies).compactMap { dependency -> String? in
            if case .productItem(_, let package, _, _) = dependency { return package }
            return nil
        })
    return names.sorted().compactMap { all[$0] }
}

// MARK: - Module model

/// One buildable unit of the catalogue: a core module, a feature (three targets
/// plus an optional demo), an app, or a standalone test suite.
struct Module {
    enum Kind { case core, feature, app, suite }

    var name: String
    var kind: Kind
    var targets: [Target]
    var products: [Product]
    /// Module names this module's targets depend on (for pruning).
    var dependsOn: [String]
}

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

/// Declares resources only where a module ships a `Resources/` folder.
func resources(at path: String) -> [Resource]? {
    FileManager.default.fileExists(atPath: "\(packageRoot)/\(path)/Resources")
        ? [.process("Resources")] : nil
}

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

func testTarget(
    _ name: String, dependencies: [Target.Dependency], external: [Target.Dependency] = []
) -> Target {
    let path = "Tests/\(name)"
    // Snapshot files are read from the source tree by swift-snapshot-testing, not bundled.
    let snapshots = FileManager.default.fileExists(atPath: "\(packageRoot)/\(path)/__Snapshots__")
    return .testTarget(
        name: name, dependencies: dependencies + external, path: path,
        exclude: snapshots ? ["__Snapshots__"] : [], resources: resources(at: path),
        swiftSettings: swiftSettings)
}

/// A core module under `Modules/Core/<name>` with its `<name>Tests` target.
func core(
    _ name: String, dependsOn coreModules: [String] = [], external: [Target.Dependency] = [],
    testExternal: [Target.Dependency] = []
) -> Module {
    let path = "Modules/Core/\(name)"
    return Module(
        name: name, kind: .core,
        targets: [
            .target(
                name: name, dependencies: coreModules.map { .target(name: $0) } + external,
                path: path, resources: resources(at: path), swiftSettings: swiftSettings),
            testTarget(
                "\(name)Tests", dependencies: [.target(name: name)], external: testExternal),
        ],
        products: [.library(name: name, targets: [name])],
        dependsOn: coreModules)
}

/// A feature under `Modules/Features/<name>/{Interface,Implementation,Testing}`:
/// `<name>Interface` (models and protocols, Core only), `<name>` (the
/// implementation: own Interface, other features' Interfaces, Core),
/// `<name>Testing` (fakes: own Interface and Core), `<name>Tests`, and, when
/// `demo` is given, the `<demo>` executable from `Apps/<name>Demo`.
func feature(
    _ name: String, core coreModules: [String], interfaces otherFeatures: [String] = [],
    external: [Target.Dependency] = [], demo: String? = nil
) -> Module {
    let path = "Modules/Features/\(name)"
    let coreDeps = coreModules.map { Target.Dependency.target(name: $0) }
    var targets: [Target] = [
        .target(
            name: "\(name)Interface", dependencies: coreDeps, path: "\(path)/Interface",
            resources: resources(at: "\(path)/Interface"), swiftSettings: swiftSettings),
        .target(
            name: name,
            dependencies: [.target(name: "\(name)Interface")]
                + otherFeatures.map { .target(name: "\($0)Interface") } + coreDeps + external,
            path: "\(path)/Implementation", resources: resources(at: "\(path)/Implementation"),
            swiftSettings: swiftSettings),
        .target(
            name: "\(name)Testing", dependencies: [.target(name: "\(name)Interface")] + coreDeps,
            path: "\(path)/Testing", resources: resources(at: "\(path)/Testing"),
            swiftSettings: swiftSettings),
        testTarget(
            "\(name)Tests",
            dependencies: [.target(name: name), .target(name: "\(name)Testing")]
                + otherFeatures.map { .target(name: "\($0)Testing") },
            external: [External.snapshotTesting]),
    ]
    var products: [Product] = [.library(name: name, targets: [name])]
    if let demo {
        targets.append(
            .executableTarget(
                name: "\(name)Demo",
                dependencies: [.target(name: name), .target(name: "\(name)Testing")]
                    + otherFeatures.map { .target(name: "\($0)Testing") } + [.target(name: "AppCore")],
                path: "Apps/\(name)Demo", swiftSettings: swiftSettings))
        products.append(.executable(name: demo, targets: ["\(name)Demo"]))
    }
    return Module(
        name: name, kind: .feature, targets: targets, products: products,
        dependsOn: coreModules + otherFeatures + (demo == nil ? [] : ["AppCore"]))
}

/// An executable under `Apps/<target>`, built as `<product>`.
func app(
    _ product: String, target: String, modules: [String], external: [Target.Dependency] = []
) -> Module {
    Module(
        name: target, kind: .app,
        targets: [
            .executableTarget(
                name: target, dependencies: modules.map { .target(name: $0) } + external,
                path: "Apps/\(target)", resources: resources(at: "Apps/\(target)"),
                swiftSettings: swiftSettings)
        ],
        products: [.executable(name: product, targets: [target])],
        dependsOn: modules)
}

/// A test suite that spans modules (`Tests/<name>`), e.g. end-to-end tests.
func suite(_ name: String, testing modules: [String], external: [Target.Dependency] = [])
    -> Module
{
    Module(
        name: name, kind: .suite,
        targets: [testTarget(name, dependencies: modules.map { .target(name: $0) }, external: external)],
        products: [], dependsOn: modules)
}

// MARK: - Catalogue

let catalogue: [Module] = [
    // Core
    core(
        "Networking", external: [External.swinject, External.logging],
        testExternal: [External.clocks, External.concurrencyExtras]),
    core(
        "DataStorage", external: [External.grdb, External.swinject, External.logging],
        testExternal: [External.grdb, External.swinject, External.logging]),
    core("Localization"),
    core("Formatting", dependsOn: ["Localization"]),
    core("TerminalUI", external: [External.logging], testExternal: [External.snapshotTesting]),
    core(
        "AppCore", dependsOn: ["Networking", "DataStorage", "Localization", "Formatting", "TerminalUI"],
        external: [External.swinject, External.argumentParser, External.logging],
        testExternal: [External.snapshotTesting]),

    // Apps
    app(
        "mock-backend", target: "MockBackend", modules: ["Networking"],
        external: [External.hummingbird, External.argumentParser, External.logging]),

    // Cross-module suites
    suite("EndToEndTests", testing: ["MockBackend"]),
    suite("ToolingTests", testing: []),
]

// MARK: - Pruning (MOSAIC_ONLY)

/// The modules to build: all of them, or the closure of those named in MOSAIC_ONLY.
func selectedModules(_ all: [Module]) -> [Module] {
    guard let only = ProcessInfo.processInfo.environment["MOSAIC_ONLY"], !only.isEmpty else {
        return all
    }
    let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
    let requested = only.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    for name in requested where byName[name] == nil {
        fatalError(
            "MOSAIC_ONLY names unknown module '\(name)'. Known: \(all.map(\.name).sorted().joined(separator: ", "))"
        )
    }
    var keep: [String: Module] = [:]
    var pending = requested
    // The requested modules keep their tests; their dependencies only ship code.
    while let name = pending.popLast() {
        guard keep[name] == nil, let module = byName[name] else { continue }
        keep[name] = module
        pending += module.dependsOn
    }
    return all.compactMap { module in
        guard var kept = keep[module.name] else { return nil }
        if !requested.contains(module.name) {
            kept.targets.removeAll { $0.type == .test }
        }
        return kept
    }
}

let modules = selectedModules(catalogue)

let package = Package(
    name: "Mosaic",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: modules.flatMap(\.products),
    dependencies: packagesUsed(by: modules.flatMap(\.targets), from: packageDependencies),
    targets: modules.flatMap(\.targets)
)
