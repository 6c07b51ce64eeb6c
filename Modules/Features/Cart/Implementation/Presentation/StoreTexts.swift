import CartInterface
import CatalogInterface
import Formatting
import Foundation
import Localization
import PricingInterface
import TerminalUI

/// The store's words that depend on state: banners, notices, failures, amounts.
struct StoreTexts: Sendable {
    let localizer: Localizer
    let formatters: Formatters
    let describer: any PromotionDescribing

    /// An amount in its currency.
    func money(_ money: Money) -> String { formatters.money(money) }

    /// A saving shown as a negative amount: "-5,00 €".
    func saving(_ money: Money) -> String {
        formatters.money(Money(amount: -money.amount, currency: money.currency))
    }

    /// "3 items", "1 artículo", "5 sztuk".
    func items(_ count: Int) -> String { localizer.plural(CartStrings.items, count: count) }

    /// The banner about data that is not fresh, if any.
    func banner(for content: StoreViewModel.Content) -> Banner? {
        let retry = KeyHint("r", localizer[CartStrings.hintRetry])
        let relative = formatters.relative(content.catalog.fetchedAt, to: content.now)
        if content.catalogFailure?.isOffline == true {
            return Banner(
                .offline, localizer.string(CartStrings.bannerOffline, ["relative": relative]), action: retry)
        }
        if content.rules.problem?.isOffline == true {
            return Banner(.offline, localizer[CartStrings.bannerOfflineRules], action: retry)
        }
        if let failure = content.catalogFailure {
            return Banner(
                .error,
                localizer.string(
                    CartStrings.bannerCatalogError, ["reason": reason(failure), "relative": relative]),
                action: retry)
        }
        if let problem = content.rules.problem {
            return Banner(
                .error, localizer.string(CartStrings.bannerRulesError, ["reason": reason(problem)]),
                action: retry)
        }
        return nil
    }

    /// The banner for a notice (it wraps, so long messages stay readable).
    func banner(for notice: StoreViewModel.Notice) -> Banner {
        switch notice {
        case .cartEmpty: Banner(.info, localizer[CartStrings.noticeCartEmpty])
        case .checkoutOffline: Banner(.offline, localizer[CartStrings.noticeOffline])
        case .removedUnavailable(let codes):
            Banner(
                .info, localizer.string(CartStrings.noticeRemoved, ["codes": codes.joined(separator: ", ")]))
        case .storageFailed(let reason):
            Banner(.error, localizer.string(CartStrings.noticeStorage, ["reason": reason]))
        case .paid(let receipt):
            Banner(
                .info,
                localizer.string(
                    CartStrings.noticePaid, ["reference": receipt.reference, "total": money(receipt.total)]))
        }
    }

    /// The message when the store cannot open.
    func failure(_ failure: StoreViewModel.Failure) -> String {
        switch failure {
        case .catalog(.offline): localizer[CartStrings.errorOffline]
        case .catalog(.unavailable(let reason)):
            localizer.string(CartStrings.errorUnavailable, ["reason": reason])
        case .catalog(.invalidResponse(let reason)):
            localizer.string(CartStrings.errorInvalid, ["reason": reason])
        case .rules(let problem): localizer.string(CartStrings.errorRules, ["reason": reason(problem)])
        }
    }

    /// The message when the cart cannot be priced.
    func pricingFailure(_ error: PricingError) -> String {
        localizer.string(CartStrings.errorPricing, ["reason": error.description])
    }

    /// The message for a payment that did not go through.
    func paymentFailure(_ failure: PaymentFailure) -> String {
        switch failure {
        case .offline: localizer[CartStrings.paymentOffline]
        case .declined(let reason): localizer.string(CartStrings.paymentDeclined, ["reason": reason])
        case .unavailable(let reason): localizer.string(CartStrings.paymentUnavailable, ["reason": reason])
        case .notRecorded(let reason): localizer.string(CartStrings.paymentNotRecorded, ["reason": reason])
        }
    }

    /// What the payment is doing.
    func step(_ step: PaymentProgress.Step) -> String {
        switch step {
        case .contacting: localizer[CartStrings.paymentContacting]
        case .authorizing: localizer[CartStrings.paymentAuthorizing]
        case .confirming: localizer[CartStrings.paymentConfirming]
        case .recording: localizer[CartStrings.paymentRecording]
        }
    }

    private func reason(_ failure: CatalogFailure) -> String {
        switch failure {
        case .offline: failure.description
        case .unavailable(let reason), .invalidResponse(let reason): reason
        }
    }

    private func reason(_ problem: RulesProblem) -> String {
        switch problem {
        case .offline: problem.description
        case .unavailable(let reason), .invalid(let reason): reason
        }
    }
}
