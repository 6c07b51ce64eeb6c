/// What the customer picked: product codes and quantities, in the order first added.
public struct CartContents: Sendable, Hashable, Codable {
    /// One product's quantity.
    public struct Line: Sendable, Hashable, Codable {
        public let code: String
        public var quantity: Int

        public init(code: String, quantity: Int) {
            self.code = code
            self.quantity = quantity
        }
    }

    /// The lines, in the order products were first added; quantities are always above zero.
    public private(set) var lines: [Line] = []

    /// An empty cart.
    public init() {}

    /// A cart with `lines` (lines without units are dropped).
    public init(lines: [Line]) {
        self.lines = lines.filter { $0.quantity > 0 }
    }

    /// Whether nothing is in the cart.
    public var isEmpty: Bool { lines.isEmpty }

    /// Units of `code` in the cart.
    public func quantity(of code: String) -> Int {
        lines.first { $0.code == code }?.quantity ?? 0
    }

    /// The number of units in the cart.
    public var unitCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// Adds one unit of `code`.
    public mutating func add(_ code: String) {
        if let index = lines.firstIndex(where: { $0.code == code }) {
            lines[index].quantity += 1
        } else {
            lines.append(Line(code: code, quantity: 1))
        }
    }

    /// Removes one unit of `code`; returns whether there was one.
    @discardableResult
    public mutating func removeOne(_ code: String) -> Bool {
        guard let index = lines.firstIndex(where: { $0.code == code }) else { return false }
        lines[index].quantity -= 1
        if lines[index].quantity == 0 { lines.remove(at: index) }
        return true
    }

    /// Removes every unit of `code`; returns whether there were any.
    @discardableResult
    public mutating func removeAll(_ code: String) -> Bool {
        let before = lines.count
        lines.removeAll { $0.code == code }
        return lines.count != before
    }
}
