import Observation
import TerminalUI

/// A view model whose load waits for the test to hand it items, so tests decide when it ends.
@MainActor
@Observable
final class SampleViewModel {
    enum State: Equatable {
        case loading
        case loaded([String])
        case failed(String)
    }

    private(set) var state: State = .loading
    @ObservationIgnored private let source: AsyncStream<Result<[String], SampleError>>

    init(source: AsyncStream<Result<[String], SampleError>>) {
        self.source = source
    }

    func load() async {
        for await result in source {
            switch result {
            case .success(let items): state = .loaded(items)
            case .failure(let error): state = .failed(error.message)
            }
            return
        }
    }
}

struct SampleError: Error {
    let message: String
}

/// A list screen over ``SampleViewModel``: Enter pushes a detail screen for the selection.
@MainActor
final class SampleListScreen: Screen {
    let title: String
    let model: SampleViewModel
    private var listState = ListState()

    init(title: String = "Items", model: SampleViewModel) {
        self.title = title
        self.model = model
    }

    var phase: ScreenPhase {
        switch model.state {
        case .loading: .busy
        case .loaded: .settled
        case .failed(let message): .failed(message)
        }
    }

    var keyHints: [KeyHint] { [KeyHint("enter", "open")] }

    private var list: SectionedList {
        guard case .loaded(let items) = model.state else { return SectionedList([]) }
        return SectionedList([ListSection("All", rows: items.map { ListRow($0) })], state: listState)
    }

    func render(in context: RenderContext) -> [StyledLine] {
        switch model.state {
        case .loading: Spinner(tick: context.tick, label: "Loading").lines(width: context.width)
        case .failed(let message):
            Banner(.error, message, action: KeyHint("r", "retry")).lines(width: context.width)
        case .loaded: list.lines(width: context.width, height: context.height)
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if listState.handle(key, in: list.layout, viewport: context.height) { return .handled }
        if key == .enter, let row = list.selectedRow {
            return .push(StaticScreen(title: row.title, body: ["Detail of \(row.title)"]))
        }
        return .ignored
    }

    func run() async {
        await model.load()
    }
}

/// A screen with fixed content and phase.
@MainActor
final class StaticScreen: Screen {
    let title: String
    let body: [String]
    let phase: ScreenPhase

    init(title: String, body: [String], phase: ScreenPhase = .settled) {
        self.title = title
        self.body = body
        self.phase = phase
    }

    func render(in context: RenderContext) -> [StyledLine] {
        body.map { StyledLine($0) }
    }
}

/// A screen whose task reports when it starts and when it ends, and whether it was cancelled.
@MainActor
final class TaskProbeScreen: Screen {
    enum Event: Equatable { case started, cancelled, finished }

    let title: String
    let events: AsyncStream<Event>
    private let eventSink: AsyncStream<Event>.Continuation
    /// Never yields: iterating it waits until the task is cancelled.
    private let idle: AsyncStream<Void>
    private let idleSink: AsyncStream<Void>.Continuation

    init(title: String) {
        self.title = title
        (events, eventSink) = AsyncStream.makeStream()
        (idle, idleSink) = AsyncStream.makeStream()
    }

    func render(in context: RenderContext) -> [StyledLine] {
        [StyledLine("probe \(title)")]
    }

    func run() async {
        eventSink.yield(.started)
        for await _ in idle {}
        eventSink.yield(Task.isCancelled ? .cancelled : .finished)
    }
}

extension AsyncStream {
    /// The next element, or nil when the stream ended.
    func first() async -> Element? {
        var iterator = makeAsyncIterator()
        return await iterator.next()
    }
}
