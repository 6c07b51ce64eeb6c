import Foundation
import Localization
import Networking
import PricingInterface
import Testing

@testable import Cart

/// Payment and store failures are shown as localized sentences; provider and storage detail is
/// for the log only.
@Suite struct LocalizedFailureTests {
    @Test func aDeclinedCardIsAGermanSentenceWithoutTheProvidersWords() {
        let message = storeTexts(.de).paymentFailure(
            .declined(providerMessage: "Card declined by the issuer (simulated)"))
        #expect(
            message
                == "Die Zahlung wurde abgelehnt. Es wurde nichts belastet; dein Warenkorb bleibt erhalten.")
    }

    @Test func aPaymentServerErrorNamesTheStatusInSpanish() {
        let message = storeTexts(.es).paymentFailure(.network(.httpStatus(code: 503, bodyExcerpt: "busy")))
        #expect(message.contains("HTTP 503"))
        #expect(!message.contains("busy"))
    }

    @Test func invalidPromotionsAreASentenceNotAFieldPath() {
        let message = storeTexts(.pl).failure(
            .rules(.invalid("rules[1].parameters.buy: must be at least 1, got 0")))
        #expect(!message.contains("rules[1]"))
        #expect(message.contains("Promocje są nieprawidłowe"))
    }

    @Test func aPricingErrorIsLocalized() {
        let message = storeTexts(.es).pricingFailure(.negativeQuantity(code: "MUG"))
        #expect(message == "No se puede calcular el precio del carrito: MUG tiene una cantidad negativa.")
    }
}
