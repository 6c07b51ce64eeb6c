import Foundation

/// Where the apps' data comes from: the one enum of `--env`, of the launch preferences and of
/// the Settings screen's choice.
public enum DataEnvironment: String, Sendable, Hashable, CaseIterable {
    /// Bundled fixtures served in-process by ``FixtureTransport``; no network (the default).
    case mock
    /// The local `mock-backend` server (127.0.0.1:8080 unless `--base-url` says otherwise).
    case stage
    /// Each service's real https backend.
    case prod
}

/// Where requests go: bundled fixtures (`mock`), the local mock-backend (`stage`) or the real servers (`prod`).
public struct NetworkEnvironment: Sendable, Hashable {

    /// The stage default: `mock-backend` on its default port.
    public static let defaultStageBaseURL = URL(string: "http://127.0.0.1:8080")!

    /// Which data source this is.
    public let name: DataEnvironment
    /// `--base-url`: replaces the base URL of every service (ignored in mock, which has no network).
    public let baseURLOverride: URL?

    /// Creates an environment; an override must be a web URL, and https in prod.
    public init(_ name: DataEnvironment, baseURLOverride: URL? = nil) throws(NetworkConfigurationError) {
        if let baseURLOverride {
            try BaseURLValidation.requireWebURL(baseURLOverride)
            if name == .prod { try BaseURLValidation.requireHTTPS(baseURLOverride) }
        }
        self.name = name
        self.baseURLOverride = baseURLOverride
    }

    /// Creates an environment from command-line text (`--env NAME`, `--base-url URL`).
    public init(parsing name: String, baseURLOverride: String? = nil) throws(NetworkConfigurationError) {
        guard let parsedName = DataEnvironment(rawValue: name.lowercased()) else {
            throw .unknownEnvironment(name)
        }
        var overrideURL: URL?
        if let baseURLOverride {
            guard let url = URL(string: baseURLOverride) else { throw .invalidBaseURL(baseURLOverride) }
            overrideURL = url
        }
        try self.init(parsedName, baseURLOverride: overrideURL)
    }

    /// The in-process fixture environment.
    public static let mock = NetworkEnvironment(unchecked: .mock)

    /// The base URL requests for `service` go to, or `nil` in mock.
    public func baseURL(for service: ServiceDescriptor) -> URL? {
        switch name {
        case .mock: return nil
        case .stage: return baseURLOverride ?? Self.defaultStageBaseURL
        case .prod: return baseURLOverride ?? service.prodBaseURL
        }
    }

    private init(unchecked name: DataEnvironment) {
        self.name = name
        self.baseURLOverride = nil
    }
}
