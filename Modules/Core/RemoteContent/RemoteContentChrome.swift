import AppCore
import TerminalUI

/// The words a screen over a ``RemoteContentModel`` shows around its content, in the user's
/// language.
public struct RemoteContentWords: Sendable {
    /// The spinner's label during the first load, e.g. "Loading products…".
    public var loading: String
    /// The spinner's label during a refresh, e.g. "Updating…".
    public var refreshing: String
    /// The `r` hint after a failure, e.g. "retry".
    public var retry: String
    /// The `r` hint with content showing, e.g. "refresh"; nil when the content cannot be refreshed.
    public var refresh: String?
    /// The empty state's message, e.g. "No products yet".
    public var empty: String
    /// The empty state's hint, if any.
    public var emptyHint: String?

    /// Words for a screen's chrome.
    public init(
        loading: String, refreshing: String, retry: String, refresh: String?, empty: String,
        emptyHint: String? = nil
    ) {
        self.loading = loading
        self.refreshing = refreshing
        self.retry = retry
        self.refresh = refresh
        self.empty = empty
        self.emptyHint = emptyHint
    }
}

/// What every screen over a ``RemoteContentModel`` shares, so each screen only draws its own
/// content: the phase, the key hints, the first-load spinner, the failure banner with retry, the
/// refresh spinner above the content, the empty state, and the `r` key.
///
/// ```swift
/// var phase: ScreenPhase { chrome.phase }
/// var keyHints: [KeyHint] { chrome.keyHints(whenLoaded: [KeyHint(KeyName.enter, "open")]) }
/// func render(in context: RenderContext) -> [StyledLine] {
///     chrome.render(in: context, header: header) { content, height in list(content, height) }
/// }
/// ```
@MainActor
public struct RemoteContentChrome<Content: Sendable, Failure: Error & Sendable> {
    /// The model drawn.
    public let model: RemoteContentModel<Content, Failure>
    /// The chrome's words.
    public let words: RemoteContentWords
    /// How a failure is told: its message and its phase (see ``ScreenPhase/failure(_:message:)``).
    public let failure: @MainActor (Failure) -> (message: String, phase: ScreenPhase)

    /// Chrome for `model`.
    public init(
        model: RemoteContentModel<Content, Failure>, words: RemoteContentWords,
        failure: @escaping @MainActor (Failure) -> (message: String, phase: ScreenPhase)
    ) {
        self.model = model
        self.words = words
        self.failure = failure
    }

    /// Busy while loading or refreshing, the failure's phase when nothing could be shown, else settled.
    public var phase: ScreenPhase {
        switch model.state {
        case .loading: .busy
        case .failed(let error): failure(error).phase
        case .loaded, .empty: model.isRefreshing ? .busy : .settled
        }
    }

    /// None while loading, retry after a failure, refresh when empty, `loaded` then refresh with content.
    public func keyHints(whenLoaded loaded: [KeyHint]) -> [KeyHint] {
        let refresh = words.refresh.map { [KeyHint("r", $0)] } ?? []
        switch model.state {
        case .loading: return []
        case .failed: return [KeyHint("r", words.retry)]
        case .empty: return refresh
        case .loaded: return loaded + refresh
        }
    }

    /// The rows above the content: the refresh spinner while refreshing, then `header`'s rows.
    public func top(
        _ content: Content, in context: RenderContext, header: (Content, Int) -> [StyledLine]
    ) -> [StyledLine] {
        let spinner =
            model.isRefreshing
            ? Spinner(tick: context.tick, label: words.refreshing).lines(width: context.width) : []
        return spinner + header(content, context.width)
    }

    /// The whole body: the spinner, the failure banner, or ``top(_:in:header:)`` followed by the
    /// empty state (and `empty`'s rows) or by `body`'s rows for the height left.
    public func render(
        in context: RenderContext, header: (Content, Int) -> [StyledLine] = { _, _ in [] },
        empty: (Content, Int) -> [StyledLine] = { _, _ in [] },
        body: (Content, _ height: Int) -> [StyledLine]
    ) -> [StyledLine] {
        let width = context.width
        switch model.state {
        case .loading:
            return Spinner(tick: context.tick, label: words.loading).lines(width: width)
        case .failed(let error):
            let retry = KeyHint("r", words.retry)
            return Banner(.error, failure(error).message, action: retry).lines(width: width)
        case .empty(let content):
            return top(content, in: context, header: header)
                + EmptyState(words.empty, hint: words.emptyHint ?? "").lines(width: width)
                + empty(content, width)
        case .loaded(let content):
            let top = top(content, in: context, header: header)
            return top + body(content, max(1, context.height - top.count))
        }
    }

    /// Handles `r` (retry after a failure, refresh otherwise); true when it did.
    public func handleReload(_ key: Key) -> Bool {
        guard key == .character("r") else { return false }
        switch model.state {
        case .loading: return true
        case .failed: break
        case .loaded, .empty: guard words.refresh != nil else { return false }
        }
        model.requestReload()
        return true
    }
}
