/// Where the apps' data comes from, as a user can choose it in Settings.
public enum DataEnvironment: String, CaseIterable, Sendable, Hashable {
    /// Bundled sample data, no network (the default).
    case mock
    /// The local `mock-backend` server on 127.0.0.1.
    case stage
    /// The real servers.
    case prod
}
