import CartInterface
import TerminalUI

/// The simulated payment: progress while paying, then the receipt, or what went wrong with a
/// retry. Esc is refused while paying so a payment is never abandoned halfway.
@MainActor
final class PaymentScreen: Screen {
    private let model: StoreViewModel
    private let texts: StoreTexts
    private let retries: AsyncStream<Void>
    private let retryContinuation: AsyncStream<Void>.Continuation

    init(model: StoreViewModel, texts: StoreTexts) {
        self.model = model
        self.texts = texts
        (retries, retryContinuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    var title: String { texts.localizer[CartStrings.paymentTitle] }

    var phase: ScreenPhase {
        switch model.checkout {
        case .paying: .busy
        case .failed(let failure): .failed(texts.paymentFailure(failure))
        case .idle, .confirming, .paid: .settled
        }
    }

    /// Esc is refused while paying, so the footer does not offer it then.
    var allowsBack: Bool {
        if case .paying = model.checkout { return false }
        return true
    }

    var keyHints: [KeyHint] {
        switch model.checkout {
        case .paid: [KeyHint(KeyName.enter, texts.localizer[CartStrings.hintDone])]
        case .failed: [KeyHint("r", texts.localizer[CartStrings.hintRetry])]
        case .idle, .confirming, .paying: []
        }
    }

    func render(in context: RenderContext) -> [StyledLine] {
        let width = context.width
        switch model.checkout {
        case .paying(let progress):
            return [.blank]
                + Spinner(tick: context.tick, label: texts.step(progress.step)).lines(width: width)
                + [progressBar(progress, width: width), .blank]
                + [StyledLine(" " + texts.localizer[CartStrings.paymentSimulated], style: .muted)]
        case .paid(let receipt):
            return [.blank] + ReceiptLines(texts: texts).receipt(receipt, width: width)
                + [
                    .blank,
                    StyledLine(" " + texts.localizer[CartStrings.receiptThanks], style: .success.bold),
                ]
        case .failed(let failure):
            return [.blank]
                + Banner(
                    .error, texts.paymentFailure(failure),
                    action: KeyHint("r", texts.localizer[CartStrings.hintRetry])
                )
                .lines(width: width)
        case .idle, .confirming:
            return []
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        switch model.checkout {
        case .paying:
            return .handled
        case .failed where key == .character("r"):
            model.retryPayment()
            retryContinuation.yield()
            return .handled
        case .paid where key == .enter, .paid where key == .escape, .failed where key == .escape:
            model.finishCheckout()
            return .pop
        default:
            return .ignored
        }
    }

    /// Pays, then pays again on each retry, until the screen goes away.
    func run() async {
        await model.pay()
        for await _ in retries {
            await model.pay()
        }
    }

    private func progressBar(_ progress: PaymentProgress, width: Int) -> StyledLine {
        let barWidth = max(10, min(40, width - 24))
        let filled = barWidth * progress.completed / max(1, progress.total)
        let label = texts.localizer.string(
            CartStrings.paymentProgress,
            [
                "step": texts.formatters.number(progress.completed + 1),
                "total": texts.formatters.number(progress.total),
            ])
        return StyledLine([
            Span(" "), Span(String(repeating: "█", count: filled), style: .accent),
            Span(String(repeating: "░", count: barWidth - filled), style: .muted),
            Span("  " + label, style: .muted),
        ]).truncated(to: width)
    }
}
