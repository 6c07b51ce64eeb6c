import AppCore
import CartInterface
import CatalogInterface
import Foundation
import Logging
import Networking
import Observation
import PricingInterface
import RemoteContent

/// Checkout: confirming the basket, paying (with retries on a failed payment) and finishing.
extension StoreViewModel {
    /// Starts a checkout: asks for confirmation, or says why it cannot start.
    func beginCheckout() {
        guard let content, case .success(let basket) = pricing else { return }
        if basket.lines.isEmpty {
            notice = .cartEmpty
        } else if content.isOffline {
            // Refused rather than queued: a payment needs the provider's answer now. The cart is kept.
            notice = .checkoutOffline
        } else {
            notice = nil
            checkout = .confirming
        }
    }

    /// Cancels the confirmation.
    func cancelCheckout() {
        if case .confirming = checkout {
            checkout = .idle
            checkoutKey = nil
        }
    }

    /// Confirms: the payment starts (``pay()`` runs it).
    func confirmCheckout() {
        guard case .confirming = checkout else { return }
        checkoutKey = UUID().uuidString
        checkout = .paying(PaymentProgress(step: .contacting))
    }

    /// Retries a failed payment.
    func retryPayment() {
        guard case .failed = checkout else { return }
        checkout = .paying(PaymentProgress(step: .contacting))
    }

    /// Leaves the checkout: after paying, the receipt stays reachable from the order history.
    func finishCheckout() {
        if case .paid(let receipt) = checkout { notice = .paid(receipt) }
        if case .paying = checkout { return }
        checkout = .idle
        checkoutKey = nil
    }

    /// Runs the simulated payment, step by step on the injected clock, then records the order
    /// and empties the cart. Any failure keeps the cart. A retry whose key already recorded its
    /// order (the first try was recorded, then failed) answers with that order before the cart is
    /// looked at, and pays nothing.
    func pay() async {
        guard case .paying = checkout else { return }
        if let key = checkoutKey,
            case .paid(let recorded)? = try? await dependencies.orders.checkout(idempotencyKey: key)
        {
            checkoutKey = nil
            refreshCart()
            checkout = .paid(recorded)
            return
        }
        guard case .success(let basket) = pricing, !basket.lines.isEmpty else { return }
        do {
            let authorization = try await dependencies.payments.authorize(basket)
            for step in [PaymentProgress.Step.authorizing, .confirming] {
                checkout = .paying(PaymentProgress(step: step))
                try await dependencies.clock.sleep(for: dependencies.paymentStep)
            }
            checkout = .paying(PaymentProgress(step: .recording))
            let key = checkoutKey ?? UUID().uuidString
            checkoutKey = key
            let recorded = try await dependencies.orders.recordPayment(
                of: basket, authorization: authorization, paidAt: dependencies.wallClock.now(),
                describer: dependencies.describer, idempotencyKey: key)
            checkoutKey = nil
            refreshCart()
            checkout = .paid(recorded)
        } catch let failure as PaymentFailure {
            // Another process paid for or removed a line: show the cart as it is now.
            if case .cartChanged = failure { refreshCart() }
            logger.notice("Payment failed: \(String(describing: failure))")
            checkout = .failed(failure)
        } catch {
            // Cancelled (the app quit mid-payment): nothing was recorded and the cart is intact.
            checkout = .idle
        }
    }
}
