import Localization
import Networking
import TerminalUI

/// The keys a list screen's strings must have for its chrome (loading, refreshing, retry,
/// refresh, empty) and Enter's hint; a feature's string enum adopts it by having these cases, each
/// in the feature's own words and tables (as ``FreshnessStrings`` does for the freshness words).
public protocol ListScreenStrings: LocalizedKey {
    /// The spinner's label during the first load, e.g. "Loading products…".
    static var loading: Self { get }
    /// The spinner's label during a refresh, e.g. "Updating…".
    static var refreshing: Self { get }
    /// The `r` hint after a failure, e.g. "retry".
    static var hintRetry: Self { get }
    /// The `r` hint with content showing, e.g. "refresh".
    static var hintRefresh: Self { get }
    /// The empty state's message, e.g. "No products yet".
    static var empty: Self { get }
    /// The empty state's hint.
    static var emptyHint: Self { get }
    /// The hint of Enter, e.g. "open".
    static var hintOpen: Self { get }
}

extension RemoteContentWords {
    /// The chrome's words from a feature's list strings, in `localizer`'s language.
    public init<Strings: ListScreenStrings>(_ strings: Strings.Type, in localizer: Localizer) {
        self.init(
            loading: localizer[Strings.loading], refreshing: localizer[Strings.refreshing],
            retry: localizer[Strings.hintRetry], refresh: localizer[Strings.hintRefresh],
            empty: localizer[Strings.empty], emptyHint: localizer[Strings.emptyHint])
    }
}

/// A ``SearchableListSource`` whose words are its feature's ``ListScreenStrings``: the chrome's
/// words and Enter's hint come with the conformance, so every such list says them the same way.
@MainActor
public protocol StandardListSource: SearchableListSource {
    /// The feature's strings.
    associatedtype Strings: ListScreenStrings
}

extension StandardListSource {
    public var words: RemoteContentWords { RemoteContentWords(Strings.self, in: localizer) }
    public var openHint: String { localizer[Strings.hintOpen] }
}

extension FreshnessWording {
    /// A load failure as a list shows it: ``failure(_:)``'s message, and the failed phase carrying
    /// it (what ``SearchableListSource/failure(_:)`` returns for a feature over the network).
    public func screenFailure(_ error: NetworkError) -> (message: String, phase: ScreenPhase) {
        let message = failure(error)
        return (message, .failure(error, message: message))
    }
}
