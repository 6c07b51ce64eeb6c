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
    static let csv = Target.Dependency.product(name: "CSV", package: "CSV.swift")
    // mock-backend's own HTTP/1 channel (Connection: close for HTTP/1.0); Hummingbird depends on both.
    static let nioCore = Target.Dependency.product(name: "NIOCore", package: "swift-nio")
    static let nioHTTP1 = Target.Dependency.product(name: "NIOHTTP1", package: "swift-nio")
    static let nioHTTPTypesHTTP1 = Target.Dependency.product(
        name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras")
    // mock-backend's shutdown: which signal asked it to stop (its exit code), then a graceful one.
    static let serviceLifecycle = Target.Dependency.product(
        name: "ServiceLifecycle", package: "swift-service-lifecycle")
    static let unixSignals = Target.Dependency.product(
        name: "UnixSignals", package: "swift-service-lifecycle")
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
    // No traits: the defaults (ConfigurationSupport, FullFoundation) are unused here, and their flags,
    // passed in an unstable order, made SwiftPM replan and rebuild Hummingbird when the environment changed.
    "hummingbird": .package(
        url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    "CSV.swift": .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
    "swift-nio": .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    "swift-nio-extras": .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
    "swift-service-lifecycle": .package(
        url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
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

/// The shared test support, split by layer (`Tests/Support/<name>`, see
/// ``testSupport(_:dependsOn:support:external:)``): a module's tests depend on the helpers of the
/// layers that module builds on, so a change in AppRunner does not rebuild or select a leaf's tests.
enum TestSupport {
    /// Temporary paths, patience (hang limits), logs, a manual clock, pseudo-terminals, a refusing
    /// port, the reference date: Foundation only. Every test target depends on it.
    static let base = "MosaicTestSupport"
    /// In-memory databases and what an offline copy holds (DataStorage).
    static let dataStorage = "DataStorageTestSupport"
    /// The mock transport on given routes (Networking).
    static let networking = "NetworkingTestSupport"
    /// Frames drawn as SVG images (TerminalUI).
    static let terminalUI = "TerminalUITestSupport"
    /// Frozen wall clocks and captured text output (AppCore).
    static let appCore = "AppCoreTestSupport"
    /// App contexts, in-process runs and settled headless sessions (AppRunner).
    static let appRunner = "AppRunnerTestSupport"
    /// What a feature's tests use: every layer (its demo brings AppRunner anyway).
    static let all = [base, dataStorage, networking, terminalUI, appCore, appRunner]
}

/// One buildable unit of the catalogue: a core module, a feature (three targets
/// plus an optional demo), an app, or a standalone test suite.
struct Module {
    enum Kind { case core, feature, app, suite, support }

    var name: String
    var kind: Kind
    var targets: [Target]
    var products: [Product]
    /// A feature's `<name>Mocks` target, when it has one (mock-backend serves every such target).
    var mocks: String? = nil
    /// Module names this module's targets depend on (for pruning).
    var dependsOn: [String]
    /// Module names only its test target depends on (kept when the module's tests are).
    var testDependsOn: [String] = []
}

/// The `Resources/` folder of a target that declares it. Declared, not detected on disk:
/// SwiftPM caches evaluated manifests, so a folder check would go stale when one is added.
func resources(_ declared: Bool) -> [Resource]? {
    declared ? [.process("Resources")] : nil
}

/// `dependencies` without repeats (a product named twice is a manifest warning).
func unique(_ dependencies: [Target.Dependency]) -> [Target.Dependency] {
    var seen = Set<String>()
    return dependencies.filter { seen.insert(String(describing: $0)).inserted }
}

let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

func testTarget(
    _ name: String, dependencies: [Target.Dependency], external: [Target.Dependency] = [],
    resources declared: Bool = false, snapshots: Bool = false
) -> Target {
    // Snapshot files are read from the source tree by swift-snapshot-testing, never bundled.
    .testTarget(
        name: name, dependencies: unique(dependencies + external), path: "Tests/\(name)",
        exclude: snapshots ? ["__Snapshots__"] : [], resources: resources(declared),
        swiftSettings: swiftSettings)
}

/// A core module under `Modules/Core/<name>` with its `<name>Tests` target; `resources` and
/// `testResources` declare their `Resources/` folders.
func core(
    _ name: String, dependsOn coreModules: [String] = [], external: [Target.Dependency] = [],
    testExternal: [Target.Dependency] = [], resources hasResources: Bool = false, testResources: Bool = false,
    testSnapshots: Bool = false, testDependsOn testModules: [String] = [], testSupport layers: [String] = []
) -> Module {
    let path = "Modules/Core/\(name)"
    let support = [TestSupport.base] + layers
    return Module(
        name: name, kind: .core,
        targets: [
            .target(
                name: name, dependencies: coreModules.map { .target(name: $0) } + external,
                path: path, resources: resources(hasResources), swiftSettings: swiftSettings),
            testTarget(
                "\(name)Tests", dependencies: ([name] + testModules + support).map { .target(name: $0) },
                external: testExternal,
                resources: testResources, snapshots: testSnapshots),
        ],
        products: [.library(name: name, targets: [name])],
        dependsOn: coreModules, testDependsOn: testModules + support)
}

/// A core module written in C under `Modules/Core/<name>` (headers in `include/`) with its Swift
/// `<name>Tests` target; `linkerSettings` apply to every executable that links it, and `exclude`
/// names folders that are not sources.
func cCore(_ name: String, exclude: [String] = [], linkerSettings: [LinkerSetting] = []) -> Module {
    Module(
        name: name, kind: .core,
        targets: [
            .target(
                name: name, path: "Modules/Core/\(name)", exclude: exclude, linkerSettings: linkerSettings),
            testTarget("\(name)Tests", dependencies: [.target(name: name), .target(name: TestSupport.base)]),
        ],
        products: [.library(name: name, targets: [name])],
        dependsOn: [], testDependsOn: [TestSupport.base])
}

/// The parts of a feature that can ship a `Resources/` folder.
enum FeaturePart { case interface, implementation, testing, tests }

/// Whether a feature has a `<name>Mocks` target, and whether its `Resources/` hold sample bodies.
enum FeatureMocks { case none, routes, routesAndSamples }

/// A feature under `Modules/Features/<name>/{Interface,Implementation,Testing,Mocks}`:
/// `<name>Interface` (models, protocols and its backend's contract: `interface` Core modules only),
/// `<name>` (the implementation: own Interface and Mocks, other features' Interfaces, Core),
/// `<name>Testing` (fakes: Interfaces and Core), `<name>Mocks` unless `mocks` is `.none` (what its backend
/// answers in the mock environment and on mock-backend: routes, and sample bodies in `Resources/`,
/// over its own Interface, Networking and the `interface` Core modules; the implementation serves
/// them in mock, and mock-backend serves every feature's without linking any implementation),
/// `<name>Tests`, and, when `demo` is given, the `<demo>` executable
/// from `Apps/<name>Demo` (the feature alone, on its fakes; its `Resources/` hold the words of its
/// `--help`: what it is and what each scenario shows). `resources` lists the parts with a
/// `Resources/` folder (the implementation's strings by default); `snapshots` says whether
/// `<name>Tests` has a `__Snapshots__` folder.
func feature(
    _ name: String, interface interfaceCore: [String] = [], implementation implementationCore: [String],
    interfaces otherFeatures: [String] = [], external: [Target.Dependency] = [], demo: String? = nil,
    mocks: FeatureMocks = .none, resources parts: Set<FeaturePart> = [.implementation], snapshots: Bool = true
) -> Module {
    let path = "Modules/Features/\(name)"
    let interfaceDeps = interfaceCore.map { Target.Dependency.target(name: $0) }
    let otherInterfaces = otherFeatures.map { Target.Dependency.target(name: "\($0)Interface") }
    let implementationDeps = (interfaceCore + implementationCore.filter { !interfaceCore.contains($0) })
        .map { Target.Dependency.target(name: $0) }
    func target(_ name: String, _ folder: String, _ part: FeaturePart, _ dependencies: [Target.Dependency])
        -> Target
    {
        .target(
            name: name, dependencies: dependencies, path: "\(path)/\(folder)",
            resources: resources(parts.contains(part)), swiftSettings: swiftSettings)
    }
    let mocksTarget = mocks == .none ? nil : "\(name)Mocks"
    var targets: [Target] = [
        target("\(name)Interface", "Interface", .interface, interfaceDeps),
        target(
            name, "Implementation", .implementation,
            [.target(name: "\(name)Interface")] + (mocksTarget.map { [.target(name: $0)] } ?? [])
                + otherInterfaces + implementationDeps + external),
        target(
            "\(name)Testing", "Testing", .testing,
            [.target(name: "\(name)Interface")] + otherInterfaces + interfaceDeps),
        testTarget(
            "\(name)Tests",
            // Tests may drive the demo's composition (its scenarios) in-process.
            dependencies: [.target(name: name), .target(name: "\(name)Testing")]
                + TestSupport.all.map { .target(name: $0) }
                + otherFeatures.map { .target(name: "\($0)Testing") }
                + (demo == nil ? [] : [.target(name: "\(name)Demo")]),
            external: [External.snapshotTesting, External.clocks, External.concurrencyExtras] + external,
            resources: parts.contains(.tests),
            snapshots: snapshots),
    ]
    if let mocksTarget {
        let networking =
            interfaceCore.contains("Networking") ? [] : [Target.Dependency.target(name: "Networking")]
        targets.append(
            .target(
                name: mocksTarget,
                dependencies: [.target(name: "\(name)Interface")] + interfaceDeps + networking,
                path: "\(path)/Mocks", resources: resources(mocks == .routesAndSamples),
                swiftSettings: swiftSettings))
    }
    var products: [Product] = [.library(name: name, targets: [name])]
    if let demo {
        targets.append(
            .executableTarget(
                name: "\(name)Demo",
                dependencies: unique(
                    [.target(name: name), .target(name: "\(name)Interface"), .target(name: "\(name)Testing")]
                        + interfaceDeps + otherInterfaces
                        + otherFeatures.map { .target(name: "\($0)Testing") }
                        + [
                            .target(name: "AppCore"), .target(name: "AppRunner"),
                            .target(name: "Localization"),
                            External.argumentParser,
                        ]
                        + external),
                path: "Apps/\(name)Demo", resources: resources(true), swiftSettings: swiftSettings))
        products.append(.executable(name: demo, targets: ["\(name)Demo"]))
    }
    return Module(
        name: name, kind: .feature, targets: targets, products: products, mocks: mocksTarget,
        dependsOn: interfaceCore + implementationCore + otherFeatures
            + (demo == nil ? [] : ["AppCore", "AppRunner", "Localization"]),
        testDependsOn: TestSupport.all)
}

/// An executable under `Apps/<target>`, built as `<product>`.
///
/// A product app (`library: true`) is two targets: the library `<target>` (its
/// `MosaicApplication`: plugins, options, subcommands), which tests and host apps such as
/// `mosaic` import, and the executable `<target>Main` from `Apps/<target>/Main`, whose
/// `main.swift` only runs it. The library's `Resources` hold the words of its `--help`.
func app(
    _ product: String, target: String, modules: [String], external: [Target.Dependency] = [],
    library: Bool = true, resources hasResources: Bool = false
) -> Module {
    let dependencies = modules.map { Target.Dependency.target(name: $0) } + external
    guard library else {
        return Module(
            name: target, kind: .app,
            targets: [
                .executableTarget(
                    name: target, dependencies: dependencies, path: "Apps/\(target)",
                    resources: resources(hasResources), swiftSettings: swiftSettings)
            ],
            products: [.executable(name: product, targets: [target])],
            dependsOn: modules)
    }
    return Module(
        name: target, kind: .app,
        targets: [
            .target(
                name: target, dependencies: dependencies, path: "Apps/\(target)", exclude: ["Main"],
                resources: resources(true), swiftSettings: swiftSettings),
            .executableTarget(
                name: "\(target)Main", dependencies: [.target(name: target), .target(name: "AppRunner")],
                path: "Apps/\(target)/Main", swiftSettings: swiftSettings),
        ],
        products: [.executable(name: product, targets: ["\(target)Main"])],
        dependsOn: modules + ["AppRunner"])
}

/// One layer of the helpers test targets share (`Tests/Support/<name>`, see ``TestSupport``).
/// Only test targets depend on it; it builds on the Core modules of its layer and on the support
/// layers below (`support`).
func testSupport(
    _ name: String, dependsOn coreModules: [String] = [], support layers: [String] = [],
    external: [Target.Dependency] = []
) -> Module {
    Module(
        name: name, kind: .support,
        targets: [
            .target(
                name: name, dependencies: (coreModules + layers).map { .target(name: $0) } + external,
                path: "Tests/Support/\(name)", swiftSettings: swiftSettings)
        ],
        products: [], dependsOn: coreModules + layers)
}

/// A test suite that spans modules (`Tests/<name>`), e.g. end-to-end tests; `testing` names targets,
/// `support` the test-support layers it uses beyond the base one.
func suite(
    _ name: String, testing targets: [String], support layers: [String] = [],
    external: [Target.Dependency] = [], snapshots: Bool = false
) -> Module {
    let support = [TestSupport.base] + layers
    return Module(
        name: name, kind: .suite,
        targets: [
            testTarget(
                name, dependencies: (targets + support).map { .target(name: $0) }, external: external,
                snapshots: snapshots)
        ],
        products: [], dependsOn: targets, testDependsOn: support)
}

// MARK: - Catalogue

/// What a feature implementation usually builds on.
let featureCore = [
    "Parallel", "JSONDecoding", "Networking", "DataStorage", "Localization", "Formatting", "TerminalUI",
    "Output",
    "AppCore",
    "RemoteContent",
]
let featureExternal = [External.swinject, External.grdb, External.argumentParser, External.logging]

let declared: [Module] = [
    // Test support, one layer per Core module it builds on (see TestSupport).
    testSupport(TestSupport.base, external: [External.logging]),
    testSupport(
        TestSupport.dataStorage, dependsOn: ["DataStorage"], external: [External.grdb, External.logging]),
    testSupport(TestSupport.networking, dependsOn: ["Networking"], external: [External.clocks]),
    testSupport(TestSupport.terminalUI, dependsOn: ["TerminalUI"]),
    testSupport(
        TestSupport.appCore, dependsOn: ["AppCore"], support: [TestSupport.base], external: [External.clocks]),
    testSupport(
        TestSupport.appRunner, dependsOn: ["AppCore", "AppRunner", "Localization", "TerminalUI"],
        support: [TestSupport.base]),
    // Core
    // Work split across the cores this process may use (the affinity mask), and a sort on two.
    core("Parallel"),
    // Server JSON: tolerant lists (a bad element drops only itself), the fast list scanner,
    // ISO 8601 dates, key paths of decoding errors.
    core("JSONDecoding", dependsOn: ["Parallel"], testDependsOn: ["Networking"]),
    // libcurl loaded when a run first goes to the network, not at every start (about 6 ms): `-lcurl`
    // finds the empty linker script in `link/` first (searched before the system's libraries), and
    // LazyCurl.c defines the curl functions FoundationNetworking calls.
    cCore(
        "LazyCurl", exclude: ["link"],
        linkerSettings: [.unsafeFlags(["-L", Context.packageDirectory + "/Modules/Core/LazyCurl/link"])]),
    core(
        "Networking", dependsOn: ["JSONDecoding", "LazyCurl"],
        external: [External.swinject, External.logging],
        testExternal: [External.clocks, External.concurrencyExtras], testResources: true),
    core(
        "DataStorage", external: [External.grdb, External.swinject, External.logging],
        testExternal: [External.grdb, External.swinject, External.logging]),
    // The saved cart: what the customer picked (codes and quantities) in the database, changed one
    // line per transaction so every process on the same file sees the same cart (the Cart feature's).
    core(
        "SavedCart", dependsOn: ["DataStorage"], external: [External.grdb], testExternal: [External.grdb],
        testSupport: [TestSupport.dataStorage]),
    core("Localization", testResources: true),
    core("Formatting", dependsOn: ["Localization"], resources: true),
    core(
        "TerminalUI", dependsOn: ["Parallel"], external: [External.logging],
        testExternal: [External.snapshotTesting, External.clocks],
        testSnapshots: true, testDependsOn: ["Networking"]),
    core("Output", dependsOn: ["TerminalUI", "Parallel"], external: [External.argumentParser]),
    // The plugin contract: what a feature builds on (plugins, context, options, errors, clocks).
    core(
        "AppCore",
        dependsOn: [
            "JSONDecoding", "Networking", "DataStorage", "Localization", "Formatting", "TerminalUI", "Output",
        ],
        external: [External.swinject, External.argumentParser, External.logging],
        testExternal: [External.clocks, External.concurrencyExtras],
        resources: true, testDependsOn: ["Output"], testSupport: [TestSupport.appCore]),
    // Remote content on screen: load/refresh/offline-copy model, its chrome, the searchable list.
    core(
        "RemoteContent",
        dependsOn: [
            "AppCore", "Networking", "DataStorage", "Localization", "Formatting", "TerminalUI", "Output",
        ],
        external: [External.swinject, External.logging],
        testExternal: [External.snapshotTesting, External.clocks, External.concurrencyExtras],
        resources: true, testSupport: [TestSupport.appCore, TestSupport.networking]),
    // The app runner and composition: options to container, screens, subcommands, logs, data.
    core(
        "AppRunner",
        dependsOn: [
            "AppCore", "RemoteContent", "Networking", "DataStorage", "Localization", "Formatting",
            "TerminalUI",
            "Output", "Parallel",
        ],
        external: [External.swinject, External.argumentParser, External.logging],
        testExternal: [External.snapshotTesting, External.clocks, External.concurrencyExtras],
        resources: true, testDependsOn: ["Output"], testSupport: [TestSupport.appCore, TestSupport.appRunner]),

    // Features (InPost parcels)
    feature(
        "Packs", interface: ["JSONDecoding", "Networking"], implementation: featureCore,
        external: featureExternal,
        demo: "packs-demo", mocks: .routesAndSamples),
    // Features (WorldOfPAYBACK wallet)
    feature(
        "Transactions", interface: ["Formatting", "JSONDecoding", "Networking"], implementation: featureCore,
        external: featureExternal,
        demo: "transactions-demo", mocks: .routesAndSamples),
    feature(
        "Feed", interface: ["Localization", "Networking"], implementation: featureCore,
        interfaces: ["Transactions"],
        external: featureExternal,
        demo: "feed-demo"),
    feature(
        "Settings", interface: ["Localization", "Networking"], implementation: featureCore,
        external: featureExternal,
        demo: "settings-demo"),
    // Features (Cabify store)
    feature(
        "Catalog", interface: ["Formatting", "Networking"], implementation: featureCore,
        external: featureExternal,
        demo: "catalog-demo", mocks: .routesAndSamples),
    feature(
        "Pricing", interface: ["Formatting", "Localization", "Networking"], implementation: featureCore,
        external: featureExternal,
        demo: "pricing-demo", mocks: .routesAndSamples),
    feature(
        "Cart", interface: ["Formatting", "Networking"], implementation: featureCore + ["SavedCart"],
        interfaces: ["Catalog", "Pricing"],
        external: featureExternal, demo: "cart-demo", mocks: .routes),
    // Features (Fetch hiring list)
    feature(
        "Hiring", interface: ["Networking"], implementation: featureCore,
        external: featureExternal + [External.csv], demo: "hiring-demo", mocks: .routesAndSamples),
    // Features (Wobitech delivery orders)
    feature(
        "Orders", interface: ["JSONDecoding", "Networking"], implementation: featureCore,
        external: featureExternal,
        demo: "orders-demo", mocks: .routesAndSamples),

    // Features added by Tooling/new-feature, in name order. Each is one block from its `// NAME` line
    // to its `),  // NAME` line, a blank line apart: teams edit the lines between those two, and
    // never touch another feature's lines. This file merges with git's union driver (.gitattributes),
    // so two blocks added at one place are both kept (Docs/Architecture.md, "Working as a team").

    // Apps
    app("packs", target: "PacksApp", modules: ["Packs", "AppCore", "AppRunner", "Localization"]),
    app(
        "payback", target: "PaybackApp",
        modules: ["Transactions", "Feed", "Settings", "AppCore", "AppRunner", "Localization"]),
    app(
        "store", target: "StoreApp",
        modules: ["Catalog", "Pricing", "Cart", "AppCore", "AppRunner", "Localization"]),
    app("hiring", target: "HiringApp", modules: ["Hiring", "AppCore", "AppRunner", "Localization"]),
    app("orders", target: "OrdersApp", modules: ["Orders", "AppCore", "AppRunner", "Localization"]),
    // The super-app: every product above, each in its own tab.
    app(
        "mosaic", target: "MosaicApp",
        modules: [
            "PacksApp", "PaybackApp", "StoreApp", "OrdersApp", "HiringApp", "Settings", "AppCore",
            "AppRunner", "Localization",
        ],
        external: [External.argumentParser]),
    // Cross-module suites
    suite(
        "CompositionTests",
        testing: [
            "PacksApp", "PaybackApp", "StoreApp", "HiringApp", "OrdersApp", "MosaicApp", "AppCore",
            "AppRunner", "RemoteContent", "TerminalUI", "DataStorage", "Orders",
        ], support: [TestSupport.terminalUI, TestSupport.appRunner],
        external: [External.clocks, External.grdb, External.snapshotTesting, External.logging],
        snapshots: true),
    suite(
        "EndToEndTests",
        testing: [
            "MockBackend", "PacksApp", "PaybackApp", "StoreApp", "PacksDemo", "TransactionsDemo", "FeedDemo",
            "SettingsDemo", "CatalogDemo", "PricingDemo", "CartDemo",
            "HiringApp", "HiringDemo", "OrdersApp", "OrdersDemo", "MosaicApp",
        ]),
    suite("ToolingTests", testing: []),
    // Seeded mutations of every feature's sample payload: decoding, listings and frames.
    suite(
        "FuzzTests",
        testing: [
            "JSONDecoding", "Networking", "AppCore", "AppRunner", "RemoteContent", "Packs", "Transactions",
            "Catalog", "Pricing", "PacksApp", "PaybackApp",
            "StoreApp", "HiringApp", "OrdersApp", "MosaicApp", "Hiring", "Orders", "DataStorage",
        ], support: [TestSupport.appRunner], external: [External.grdb]),
]

/// Every module: the catalogue above and mock-backend, which serves every feature's `<name>Mocks`
/// (no implementation): a feature declared with `mocks:` is one of its dependencies without an
/// edit here (its routes are one line in `Apps/MockBackend/RegisteredRoutes.swift`).
let catalogue =
    declared + [
        app(
            "mock-backend", target: "MockBackend",
            modules: ["Networking", "Localization", "AppCore", "AppRunner"] + declared.compactMap(\.mocks),
            external: [
                External.hummingbird, External.argumentParser, External.logging, External.nioCore,
                External.nioHTTP1,
                External.nioHTTPTypesHTTP1, External.serviceLifecycle, External.unixSignals,
            ], library: false, resources: true)
    ]

// MARK: - Pruning (MOSAIC_ONLY)

/// The modules to build: all of them, or the closure of those named in MOSAIC_ONLY.
func selectedModules(_ all: [Module]) -> [Module] {
    guard let only = ProcessInfo.processInfo.environment["MOSAIC_ONLY"], !only.isEmpty else {
        return all
    }
    var byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
    // A dependency may name a target (suites do): it stands for the module that declares it.
    for module in all {
        for target in module.targets where byName[target.name] == nil { byName[target.name] = module }
    }
    let requested = only.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    for name in requested where byName[name] == nil {
        fatalError(
            "MOSAIC_ONLY names unknown module '\(name)'. Known: \(all.map(\.name).sorted().joined(separator: ", "))"
        )
    }
    var keep: [String: Module] = [:]
    // Every requested module keeps its tests, and with them what only its tests use (test support).
    var pending = requested + requested.flatMap { byName[$0]?.testDependsOn ?? [] }
    // The requested modules keep their tests; their dependencies only ship code.
    while let name = pending.popLast() {
        guard let module = byName[name], keep[module.name] == nil else { continue }
        keep[module.name] = module
        pending += module.dependsOn
    }
    return all.compactMap { module in
        guard var kept = keep[module.name] else { return nil }
        if !requested.contains(where: { byName[$0]?.name == module.name }) {
            kept.targets.removeAll { $0.type == .test }
        }
        return kept
    }
}

let modules = selectedModules(catalogue)

// MARK: - Benchmarks (MOSAIC_BENCHMARKS=1)

/// `Benchmarks/MosaicBenchmarks` (ordo-one/benchmark), declared only when MOSAIC_BENCHMARKS is set,
/// so the default build and CI never resolve or compile it: `MOSAIC_BENCHMARKS=1 swift package benchmark`.
/// The MallocInterposer trait alone: it counts allocations without jemalloc, and leaves out the
/// runtime interposer (a package this machine's mirror does not carry).
func benchmarkTargets(_ selected: [Module]) -> (targets: [Target], dependencies: [String: Package.Dependency])
{
    let environment = ProcessInfo.processInfo.environment["MOSAIC_BENCHMARKS"] ?? ""
    let measured = [
        "Packs", "PacksInterface", "Transactions", "TransactionsInterface", "Hiring", "HiringInterface",
        "Pricing",
        "PricingInterface", "JSONDecoding", "Networking", "Formatting", "TerminalUI", "RemoteContent",
    ]
    let available = Set(selected.flatMap(\.targets).map(\.name))
    guard !environment.isEmpty, environment != "0", measured.allSatisfy(available.contains) else {
        return ([], [:])
    }
    let target = Target.executableTarget(
        name: "MosaicBenchmarks",
        dependencies: measured.map { .target(name: $0) } + [
            .product(name: "Benchmark", package: "benchmark"), External.logging,
        ],
        path: "Benchmarks/MosaicBenchmarks", swiftSettings: swiftSettings,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
    return (
        [target],
        [
            "benchmark": .package(
                url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"])
        ]
    )
}

let benchmarks = benchmarkTargets(modules)
let allTargets = modules.flatMap(\.targets) + benchmarks.targets

let package = Package(
    name: "Mosaic",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: modules.flatMap(\.products),
    dependencies: packagesUsed(
        by: allTargets, from: packageDependencies.merging(benchmarks.dependencies) { current, _ in current }),
    targets: allTargets
)
