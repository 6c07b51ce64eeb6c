import AppCore
import Foundation
import Networking
import OrdersInterface
import TerminalUI

/// One order: status, parties, location or driver, the timeline, the delivery photo, and whether
/// the data is fresh. Polls while shown (see ``OrderDetailViewModel``); leaving cancels it.
@MainActor
final class OrderDetailScreen: Screen {
    private let model: OrderDetailViewModel
    private let texts: OrdersTexts
    /// How far the details are scrolled: at 80x24 a delivered order's photo is below the window.
    private(set) var scroll = ScrollPosition()
    /// The rows and window of the last frame drawn: whether `↑↓ scroll` is offered (only when
    /// the details are taller than the window).
    private var drawn = (rows: 0, height: 0)

    init(model: OrderDetailViewModel, texts: OrdersTexts) {
        self.model = model
        self.texts = texts
    }

    var title: String {
        if case .loaded(let content) = model.state { return content.order.name }
        return model.id
    }

    var phase: ScreenPhase {
        switch model.state {
        case .loading: .busy
        case .loaded: .settled
        case .failed(let error): .failure(error, message: unavailable(error))
        }
    }

    var keyHints: [KeyHint] {
        switch model.state {
        case .failed: [KeyHint("r", texts.localizer[OrdersStrings.hintRetry])]
        case .loaded:
            (drawn.rows > drawn.height
                ? [KeyHint(KeyName.upDown, texts.localizer[OrdersStrings.hintScroll])] : [])
                + [KeyHint("r", texts.localizer[OrdersStrings.hintRefresh])]
        case .loading: []
        }
    }

    func render(in context: RenderContext) -> [StyledLine] {
        switch model.state {
        case .loading:
            return Spinner(tick: context.tick, label: texts.localizer[OrdersStrings.detailLoading])
                .lines(width: context.width)
        case .failed(let error):
            return Banner(
                .error, unavailable(error), action: KeyHint("r", texts.localizer[OrdersStrings.hintRetry])
            )
            .lines(width: context.width)
        case .loaded(let content):
            let lines = OrderDetailLayout(texts: texts).lines(
                content, width: context.width, depth: context.theme.depth, now: context.now)
            drawn = (lines.count, context.height)
            return scroll.window(lines, height: context.height) { hidden in
                StyledLine(
                    " " + texts.localizer.plural(OrdersStrings.detailMore, count: hidden), style: .muted)
            }
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        // Measured now, not from the last frame: `--keys` scripts press keys before any frame is drawn.
        if case .loaded(let content) = model.state {
            let rows = OrderDetailLayout(texts: texts).lines(
                content, width: context.width, depth: context.theme.depth
            ).count
            if scroll.handle(key, count: rows, height: context.height) { return .handled }
        }
        guard key == .character("r"), !model.isLoading else { return .ignored }
        model.refresh()
        return .handled
    }

    func run() async {
        await model.run()
    }

    private func unavailable(_ error: NetworkError) -> String {
        texts.localizer.string(
            OrdersStrings.detailUnavailable, ["id": model.id, "reason": error.message(texts.localizer)])
    }
}
