import JSONDecoding

/// Where a feature's list comes from: its backend in the apps (e.g. `RemotePacksSource`), a
/// ``ScriptedListSource`` in demos and tests. The feature sorts, filters and stores what it returns;
/// a feature names its own with a typealias (`PacksSource` is `ListSource<Pack>`).
public protocol ListSource<Element>: Sendable {
    /// What the list holds.
    associatedtype Element: Sendable

    /// Every usable element in the backend's order, how many entries of the backend's list were
    /// left out as unusable, and the body it was read from when the source keeps it.
    func fetchList() async throws(NetworkError) -> FetchedList<Element>
}

extension ListSource {
    /// Every usable element, in the backend's order.
    public func fetchAll() async throws(NetworkError) -> [Element] {
        try await fetchList().elements
    }
}

/// A scripted ``ListSource`` for demos and tests: the n-th call gets the n-th result and the last
/// one repeats once the script runs out, each after `latency` on an injected clock; the calls
/// are counted. It never leaves an element out.
///
/// ```swift
/// let source = ScriptedListSource<Pack>([.failure(.offline), .success(PackFixtures.sample)])
/// ```
public final class ScriptedListSource<Element: Sendable>: ListSource {
    private let script: ScriptedAnswers<Result<[Element], NetworkError>>

    /// A source answering `script` in order (at least one result), each after `latency` on `clock`.
    public init(
        _ script: [Result<[Element], NetworkError>], latency: Duration = .zero,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.script = ScriptedAnswers(
            script, for: "ScriptedListSource<\(Element.self)>", latency: latency, clock: clock)
    }

    /// A source always answering `elements`, each time after `latency` on `clock`.
    public convenience init(
        returning elements: [Element], latency: Duration = .zero,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.init([.success(elements)], latency: latency, clock: clock)
    }

    /// A source always failing with `error`.
    public convenience init(failing error: NetworkError) {
        self.init([.failure(error)])
    }

    /// How many times the list was fetched.
    public var callCount: Int { script.count }

    public func fetchList() async throws(NetworkError) -> FetchedList<Element> {
        FetchedList(try await script.answer())
    }
}
