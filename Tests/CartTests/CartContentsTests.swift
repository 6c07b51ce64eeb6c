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

/// Discounts are printed exactly, so the rows add up to the once-rounded total.
@Suite struct ExactSavingTests {
    @Test func wholeCentsUseTheCurrencyFormatAndFractionsAreKept() {
        let texts = storeTexts(.en)
        #expect(texts.exactSaving(euros("5")) == "-€5.00")
        #expect(texts.exactSaving(euros("4.485")) == "-€4.485")
        #expect(texts.exactSaving(euros("15.996")) == "-€15.996")
        #expect(texts.exactSaving(euros("0.0005")) == "-€0.0005")
        #expect(storeTexts(.de).exactSaving(euros("4.485")) == "-4,485\u{00A0}€")
        #expect(texts.saving(euros("8")) == "-€8.00")
    }
}
