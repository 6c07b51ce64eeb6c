import SavedCart
import Testing

@testable import Cart

/// The cart's quantities: add, remove one, remove all, order kept.
@Suite struct CartContentsTests {
    @Test func addingKeepsFirstAddedOrderAndCounts() {
        var cart = CartContents()
        cart.add("B")
        cart.add("A")
        cart.add("B")
        #expect(cart.lines.map(\.code) == ["B", "A"])
        #expect(cart.quantity(of: "B") == 2)
        #expect(cart.unitCount == 3)
    }

    @Test func removingOneDropsTheLineAtZero() {
        var cart = CartContents()
        cart.add("A")
        let removed = cart.removeOne("A")
        #expect(removed)
        #expect(cart.isEmpty)
        let removedAgain = cart.removeOne("A")
        #expect(!removedAgain, "nothing to remove")
        #expect(cart.quantity(of: "A") == 0)
    }

    @Test func removingAllClearsOneProduct() {
        var cart = CartContents(lines: [
            .init(code: "A", quantity: 3), .init(code: "B", quantity: 1), .init(code: "C", quantity: 0),
        ])
        #expect(cart.lines.map(\.code) == ["A", "B"], "empty lines are dropped")
        let removedA = cart.removeAll("A")
        #expect(removedA)
        #expect(cart.lines.map(\.code) == ["B"])
        let removedZ = cart.removeAll("Z")
        #expect(!removedZ)
    }
}

/// Savings are printed as negative amounts in the currency's format.
@Suite struct SavingTextTests {
    @Test func savingsUseTheCurrencyFormat() {
        let texts = storeTexts(.en)
        #expect(texts.saving(euros("4.48")) == "-€4.48")
        #expect(storeTexts(.de).saving(euros("4.48")) == "-4,48\u{00A0}€")
        #expect(texts.saving(euros("8")) == "-€8.00")
    }
}
