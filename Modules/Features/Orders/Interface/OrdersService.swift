/// The delivery orders backend with an offline copy. The apps use the live one; demos and tests
/// inject fakes from `OrdersTesting`.
public protocol OrdersService: Sendable {
    /// Fetches the list and saves it for offline use; when the backend cannot be used, returns
    /// the saved list with the reason. Never throws: the outcome is in the result.
    func orders() async -> OrdersLoad

    /// Fetches one order's details; when that fails, returns the last fetched list's copy of it
    /// with the reason (or no order when there is none).
    func order(id: String) async -> OrderDetailLoad
}
