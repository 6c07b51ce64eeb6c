import Networking

/// The simulated payment provider's contract: `POST /checkout` with the basket, answering
/// `{"status": "approved" | "declined", "authorization": "...", "message": "..."}`.
public enum PaymentAPI {
    /// The payment backend (the store's server).
    public static let service = ServiceDescriptor(id: "payments", prodURL: "https://store.mosaic.example")
    /// The checkout path.
    public static let path = "/checkout"
}
