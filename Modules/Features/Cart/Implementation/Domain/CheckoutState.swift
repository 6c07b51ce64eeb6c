import CartInterface

/// Where the checkout is: nothing, asking for confirmation, paying, paid, or failed.
enum CheckoutState: Sendable, Hashable {
    /// No checkout under way.
    case idle
    /// Waiting for the customer to confirm the amount.
    case confirming
    /// Paying; `progress` moves with the injected clock.
    case paying(PaymentProgress)
    /// Paid: the receipt is in the order history and the cart is empty.
    case paid(OrderReceipt)
    /// Not paid; the cart is kept.
    case failed(PaymentFailure)
}

/// The simulated payment's progress.
struct PaymentProgress: Sendable, Hashable {
    /// The steps, in order.
    enum Step: Int, Sendable, Hashable, CaseIterable {
        case contacting, authorizing, confirming, recording
    }

    /// The step under way.
    var step: Step

    /// Steps finished, out of ``total``.
    var completed: Int { step.rawValue }
    /// The number of steps.
    var total: Int { Step.allCases.count }
}
