import AppCore
import CartInterface
import CatalogInterface
import Formatting
import Foundation
import Localization
import Networking
import PricingInterface
import TerminalUI

/// The store's words that depend on state: banners, notices, failures, amounts.
struct StoreTexts: Sendable {
    let localizer: Localizer
    let formatters: Formatters
    let describer: any PromotionDescriber

    /// An amount in its currency.
    func money(_ money: Money) -> String { formatters.money(money) }

    /// A saving shown as a negative amount: "-5,00 €".
    func saving(_ money: Money) -> String {
        formatters.money(Money(amount: -money.amount, currency: money.currency))
    }

    /// "3 items", "1 artículo", "5 sztuk".
    func items(_ count: Int) -> String { localizer.plural(CartStrings.items, count: count) }

    /// The banner about data that is not fresh, if any, its times worded against `now` (the
    /// frame's instant; the load's when nil).
    func banner(for content: StoreViewModel.Content, now: Date? = nil) -> Banner? {
        let retry = KeyHint("r", localizer[CartStrings.hintRetry])
        let relative = formatters.relative(content.catalog.syncedAt, to: now ?? content.now)
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
                    CartStrings.bannerCatalogError,
                    ["reason": failure.message(localizer), "relative": relative]),
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
        // The answer to `c` while offline: beside the screen's offline banner, so not a second one.
        case .checkoutOffline: Banner(.info, localizer[CartStrings.noticeOffline])
        case .removedUnavailable(let codes):
            Banner(
                .info, localizer.string(CartStrings.noticeRemoved, ["codes": codes.joined(separator: ", ")]))
        case .storageFailed:
            Banner(.error, localizer[CartStrings.noticeStorage])
        case .lineGone(let code):
            Banner(.info, localizer.string(CartStrings.noticeLineGone, ["code": code]))
        case .quantityLimit(let code, let maximum):
            Banner(
                .info,
                localizer.string(
                    CartStrings.noticeQuantityLimit, ["code": code, "maximum": formatters.number(maximum)]))
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
        case .catalog(let error):
            localizer.string(
                error.isConnectivity ? CartStrings.errorNothingSaved : CartStrings.errorUnavailable,
                ["reason": error.message(localizer)])
        case .rules(let problem): localizer.string(CartStrings.errorRules, ["reason": reason(problem)])
        }
    }

    /// The message when the cart cannot be priced.
    func pricingFailure(_ error: PricingError) -> String {
        let reason =
            switch error {
            case .currencyMismatch(let code, let expected, let found):
                localizer.string(
                    CartStrings.pricingCurrency, ["code": code, "expected": expected, "found": found])
            case .negativeQuantity(let code): localizer.string(CartStrings.pricingNegative, ["code": code])
            case .conflictingProduct(let code): localizer.string(CartStrings.pricingConflict, ["code": code])
            }
        return localizer.string(CartStrings.errorPricing, ["reason": reason])
    }

    /// The message for a payment that did not go through.
    func paymentFailure(_ failure: PaymentFailure) -> String {
        switch failure {
        case .network(.offline): localizer[CartStrings.paymentOffline]
        case .network(let error):
            localizer.string(CartStrings.paymentUnavailable, ["reason": error.message(localizer)])
        case .declined: localizer[CartStrings.paymentDeclined]
        case .unexpectedAnswer:
            localizer.string(
                CartStrings.paymentUnavailable, ["reason": localizer[CartStrings.paymentUnexpected]])
        case .notRecorded: localizer[CartStrings.paymentNotRecorded]
        case .cartChanged(let code): localizer.string(CartStrings.paymentCartChanged, ["code": code])
        case .keyReused(let reference):
            localizer.string(CartStrings.paymentKeyReused, ["reference": reference])
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

    /// Why the promotions could not be used, as a sentence (an invalid set's detail is logged).
    private func reason(_ problem: RulesProblem) -> String {
        switch problem {
        case .network(let error): error.message(localizer)
        case .invalid: localizer[CartStrings.errorRulesInvalid]
        }
    }
}
