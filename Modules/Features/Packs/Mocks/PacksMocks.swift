import Networking
import PacksInterface

/// What the packs backend answers in the mock environment and on mock-backend: `GET /packs` with
/// the bundled `packs.json` (data of our own making, the backend's schema) after ``latency``.
public enum PacksMocks {
    /// The mock backend's answer time, as the brief's mock client had it.
    static let latency = Duration.seconds(2)

    /// `GET /packs`.
    public static var routes: [MockRoute] {
        [
            .resource(
                path: PacksAPI.path, bundle: .module, name: "packs", behavior: .declared(latency: latency))
        ]
    }
}
