import Formatting
import Foundation
import JSONDecoding
import Localization
import MosaicTestSupport
import Networking
import PacksInterface
import PacksTesting

@testable import Packs

/// Builders shared by the Packs tests: texts, repositories and view models on fakes, pinned to UTC
/// and to ``PackFixtures/now``.
enum PacksTestSupport {
    static let utc = TimeZone(identifier: "UTC") ?? .gmt

    /// Texts in `language`, dates in UTC.
    static func texts(_ language: Language = .en) -> PackTexts {
        let localizer = Localizer(language: language)
        return PackTexts(localizer: localizer, formatters: Formatters(localizer: localizer, timeZone: utc))
    }

    /// A view model over the given fakes, with time fixed at ``PackFixtures/now``.
    @MainActor static func viewModel(
        fetcher: any PacksSource, cache: any PacksCache = InMemoryPacksCache(),
        archive: any PacksArchive = InMemoryPackArchive(), language: Language = .en
    ) -> PacksListViewModel {
        let now: @Sendable () -> Date = { PackFixtures.now }
        return PacksListViewModel(
            repository: PacksRepository(fetcher: fetcher, cache: cache, now: now), archive: archive,
            texts: texts(language), now: now)
    }

    /// The real InPost sample, when the shared fixtures are present.
    static var inpostSample: URL { SharedFixtures.url("inpost-packs.json") }

    /// Whether the real InPost sample is available (CI has it beside the checkout).
    static var hasInpostSample: Bool { SharedFixtures.exists("inpost-packs.json") }
}

/// A fetcher that waits until the test answers each call, to observe states mid-flight.
final class GatedFetcher: PacksSource {
    typealias Call = CheckedContinuation<Result<[Pack], NetworkError>, Never>
    private let continuation: AsyncStream<Call>.Continuation

    /// A fetcher and the gate that answers its calls.
    @MainActor static func make() -> (GatedFetcher, Gate) {
        let (calls, continuation) = AsyncStream<Call>.makeStream()
        return (GatedFetcher(continuation: continuation), Gate(calls: calls))
    }

    private init(continuation: AsyncStream<Call>.Continuation) {
        self.continuation = continuation
    }

    func fetchList() async throws(NetworkError) -> FetchedList<Pack> {
        let result = await withCheckedContinuation { call in continuation.yield(call) }
        return FetchedList(try result.get())
    }

    /// Answers the fetcher's calls, one at a time, in order.
    @MainActor final class Gate {
        private var iterator: AsyncStream<Call>.Iterator

        init(calls: AsyncStream<Call>) {
            iterator = calls.makeAsyncIterator()
        }

        /// Waits for the next call and answers it with `result`.
        func answerNextCall(with result: Result<[Pack], NetworkError>) async {
            // A copy: an isolated property cannot be mutated across the suspension.
            var calls = iterator
            let call = await calls.next(isolation: #isolation)
            iterator = calls
            guard let call else { return }
            call.resume(returning: result)
        }
    }
}
