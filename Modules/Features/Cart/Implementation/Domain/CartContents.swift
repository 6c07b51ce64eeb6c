/// What the customer picked: product codes and quantities, in the order first added.
struct CartContents: Sendable, Hashable, Codable {
    /// One product's quantity.
    struct Line: Sendable, Hashable, Codable {
        let code: String
        var quantity: Int
    }

    /// The lines, in the order products were first added; quantities are always above zero.
    private(set) var lines: [Line] = []

    /// An empty cart.
    init() {}

    /// A cart with `lines` (lines without units are dropped).
    init(lines: [Line]) {
        self.lines = lines.filter { $0.quantity > 0 }
    }

    /// Whether nothing is in the cart.
    var isEmpty: Bool { lines.isEmpty }

    /// Units of `code` in the cart.
    func quantity(of code: String) -> Int {
        lines.first { $0.code == code }?.quantity ?? 0
    }

    /// The number of units in the cart.
    var unitCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// Adds one unit of `code`.
    mutating func add(_ code: String) {
        if let index = lines.firstIndex(where: { $0.code == code }) {
            lines[index].quantity += 1
        } else {
            lines.append(Line(code: code, quantity: 1))
        }
    }

    /// Removes one unit of `code`; returns whether there was one.
    @discardableResult
    mutating func removeOne(_ code: String) -> Bool {
        guard let index = lines.firstIndex(where: { $0.code == code }) else { return false }
        lines[index].quantity -= 1
        if lines[index].quantity == 0 { lines.remove(at: index) }
        return true
    }

    /// Removes every unit of `code`; returns whether there were any.
    @discardableResult
    mutating func removeAll(_ code: String) -> Bool {
        let before = lines.count
        lines.removeAll { $0.code == code }
        return lines.count != before
    }
}
