import CartInterface
import Formatting
import Foundation
import Networking
import PricingInterface

/// Why a payment did not go through. The cart is kept in every case. The associated texts are
/// English detail for the log (the provider's own words, a storage error): people are shown
/// localized sentences (``StoreTexts/paymentFailure(_:)``).
enum PaymentFailure: Error, Sendable, Hashable {
    /// The provider could not be reached or failed (no network, server down, HTTP error).
    case network(NetworkError)
    /// The payment provider said no; `providerMessage` is what it said.
    case declined(providerMessage: String)
    /// The provider answered something this app does not understand.
    case unexpectedAnswer(String)
    /// The payment went through but the receipt could not be kept.
    case notRecorded(detail: String)
    /// Another process paid for or removed a charged line (`code`) first: nothing was recorded
    /// and the authorization is not captured, so nothing is charged.
    case cartChanged(code: String)
    /// The checkout's idempotency key already names order `reference`, paid for a different
    /// basket: nothing was recorded and the authorization is not captured.
    case keyReused(reference: String)
}

/// The simulated payment provider: `POST /checkout` with the basket, answering
/// `{"status": "approved" | "declined", "authorization": "...", "message": "..."}`. No real
/// payment happens.
struct PaymentService: Sendable {
    let http: any HTTPClient

    /// Asks the provider to take `basket.total`; returns the authorization code when approved.
    func authorize(_ basket: PricedBasket) async throws(PaymentFailure) -> String {
        let body = PaymentRequest(
            total: DecimalText.string(basket.total), currency: basket.total.currency,
            lines: basket.lines.map { .init(code: $0.product.code, quantity: $0.quantity) })
        let response: PaymentResponse
        do {
            let encoded = try JSONEncoder().encode(body)
            let request = NetworkRequest(
                method: .post, path: PaymentAPI.path, headers: ["Content-Type": "application/json"],
                body: encoded)
            response = try APIClient.decode(PaymentResponse.self, from: try await http.send(request).body)
        } catch let error as NetworkError {
            throw .network(error)
        } catch {
            throw .unexpectedAnswer(String(describing: error))
        }
        switch response.status {
        case "approved": return response.authorization ?? "—"
        case "declined": throw .declined(providerMessage: response.message ?? "")
        default: throw .unexpectedAnswer("The payment provider answered “\(response.status)”.")
        }
    }
}

/// The body of `POST /checkout`.
struct PaymentRequest: Encodable {
    struct Line: Encodable {
        let code: String
        let quantity: Int
    }

    let total: String
    let currency: String
    let lines: [Line]
}

/// The answer to `POST /checkout`.
struct PaymentResponse: Decodable {
    let status: String
    let authorization: String?
    let message: String?
}
