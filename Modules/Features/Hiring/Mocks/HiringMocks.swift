import HiringInterface
import Networking

/// What the hiring backend answers in the mock environment and on mock-backend: `GET
/// /hiring.json` with the bundled `hiring.json`.
public enum HiringMocks {
    /// An S3 object answers quickly; the mock takes 0.2 to 0.6 s and does not fail by itself.
    static let behavior = MockBehavior.declared(latency: .milliseconds(200) ... .milliseconds(600))

    /// `GET /hiring.json`.
    public static var routes: [MockRoute] {
        [.resource(path: HiringAPI.path, bundle: .module, name: "hiring", behavior: behavior)]
    }
}
