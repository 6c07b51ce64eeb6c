import CartInterface
import Foundation
import Networking

/// What the payment provider answers in the mock environment and on mock-backend: `POST /checkout`.
public enum CartMocks {
    /// What the mock payment provider answers.
    public enum PaymentOutcome: Sendable, Hashable {
        case approved, declined
    }

    /// The provider takes 0.3 to 0.7 s to answer.
    static let behavior = MockBehavior.declared(latency: .milliseconds(300) ... .milliseconds(700))

    /// `POST /checkout`, approving every payment.
    public static var routes: [MockRoute] { routes(payment: .approved) }

    /// `POST /checkout` answering with `payment`.
    public static func routes(payment: PaymentOutcome) -> [MockRoute] {
        [
            MockRoute(method: .post, path: PaymentAPI.path, behavior: behavior) {
                switch payment {
                case .approved:
                    // A fresh authorization code per payment, as a real provider would send.
                    let alphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
                    let code = String((0..<8).map { _ in alphabet.randomElement() ?? "X" })
                    return Data(#"{"status": "approved", "authorization": "\#(code)"}"#.utf8)
                case .declined:
                    return Data(
                        #"{"status": "declined", "message": "Card declined by the issuer (simulated)"}"#.utf8)
                }
            }
        ]
    }
}
