import Formatting
import Foundation
import Testing
import TransactionsInterface
import TransactionsTesting

@testable import Transactions

/// The category filter and per-currency sums, with exact figures on the real sample.
@Suite struct FilterAndTotalsTests {
    private typealias F = TransactionFixtures

    @Test func filterKeepsOneCategoryInOrder() {
        let sorted = TransactionOrdering.sorted(F.sample)
        let category1 = CategoryFilter.category(1).apply(to: sorted)
        #expect(
            category1.map(\.reference) == [
                "012345000000004", "000444000000008", "004711000000001", "000333000000007",
            ])
        #expect(CategoryFilter.all.apply(to: sorted) == sorted)
        #expect(CategoryFilter.category(42).apply(to: sorted).isEmpty)
    }

    @Test func choicesAreAllThenTheCategoriesPresentAscending() {
        #expect(CategoryFilter.choices(for: F.sample) == [.all, .category(1), .category(2), .category(3)])
        #expect(CategoryFilter.choices(for: []) == [.all])
    }

    @Test func totalsArePerCurrencyAndExact() {
        let totals = CurrencyTotals.of(F.mixedCurrencies)
        // 230 + 58 + 120 + 300 + 1500 + 44 + 500 - 200 points; 12.50 + 5 euros: never added together.
        #expect(totals == [Money(amount: Decimal(string: "17.5")!, currency: "EUR"), .points(2552)])
        #expect(CurrencyTotals.of([]) == [])
        let summary = TransactionsSummary(transactions: F.mixedCurrencies)
        #expect(summary.count == 10)
        #expect(summary.totals == totals)
    }

    // Expected figures computed independently with jq on ../shared/fixtures/payback-transactions.json:
    //   jq '[.items[].transactionDetail.value.amount] | add'                          → 5770
    //   jq '.items | group_by(.category) | map({category: .[0].category, count: length,
    //       sum: (map(.transactionDetail.value.amount) | add)})'
    //     → 1: 13 items, 2711; 2: 7 items, 2973; 3: 1 item, 86 (all PBP)
    @Test(
        "exact sums on the real sample: 5770 points in all, 2711 / 2973 / 86 in categories 1 / 2 / 3",
        .enabled(if: realSampleIsPresent, "skipped: ../shared/fixtures/payback-transactions.json is absent"))
    func realSampleSums() throws {
        let transactions = TransactionOrdering.sorted(try decodeRealSample())
        #expect(CurrencyTotals.of(transactions) == [.points(5770)])
        #expect(
            CategoryFilter.choices(for: transactions) == [.all, .category(1), .category(2), .category(3)])
        let expected: [(category: Int, count: Int, sum: Int)] = [(1, 13, 2711), (2, 7, 2973), (3, 1, 86)]
        for (category, count, sum) in expected {
            let filtered = CategoryFilter.category(category).apply(to: transactions)
            #expect(filtered.count == count, "category \(category)")
            #expect(CurrencyTotals.of(filtered) == [.points(sum)], "category \(category)")
        }
        #expect(
            TransactionsSummary(transactions: transactions)
                == TransactionsSummary(totals: [.points(5770)], count: 21))
    }

    @Test func sumsAreFormattedAsPointsNeverAsMoney() {
        #expect(presenter(.en).sum([.points(5770)]) == "Sum: 5,770 points")
        #expect(presenter(.de).sum([.points(5770)]) == "Summe: 5.770 Punkte")
        #expect(presenter(.pl).sum([.points(2973)]) == "Suma: 2973 punkty")
        #expect(presenter(.es).sum([.points(86)]) == "Suma: 86 puntos")
        #expect(presenter(.en).totals(CurrencyTotals.of(F.mixedCurrencies)) == "€17.50 · 2,552 points")
        #expect(presenter(.en).totals([]) == "0 points")
    }
}
