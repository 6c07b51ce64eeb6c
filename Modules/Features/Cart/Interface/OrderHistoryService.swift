/// The orders paid in this store, newest first; other features may show them.
public protocol OrderHistoryService: Sendable {
    /// Every kept receipt, newest first.
    func orders() async throws -> [OrderReceipt]
}
