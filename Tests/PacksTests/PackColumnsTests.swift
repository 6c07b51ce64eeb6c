import Foundation
import Localization
import PacksInterface
import PacksTesting
import TerminalUI
import Testing

@testable import Packs

/// The list's columns give their cells to the text that needs them: at 80
/// columns, in every language, each row keeps its shipment icon and its whole date (a fixed date
/// column cut the icon in German), and the date column is as wide as the list's widest date, not
/// a language's widest possible one.
@MainActor @Suite struct PackColumnsTests {
    private func rows(_ language: Language, packs: [Pack] = PackFixtures.sample) async throws -> [String] {
        let model = PacksTestSupport.viewModel(fetcher: FakePacksSource(returning: packs), language: language)
        let session = HeadlessSession(
            root: PacksListScreen(model: model), size: TerminalSize(width: 80, height: 24),
            labels: ChromeLabels(Localizer(language: language)))
        defer { session.quit() }
        try await session.settle()
        // A parcel row starts with the selection marker or its three spaces, then the sender.
        return session.frameText().split(separator: "\n").map(String.init).filter {
            ($0.hasPrefix(" ▸ ") || $0.hasPrefix("   ")) && $0.dropFirst(3).first?.isWhitespace == false
        }
    }

    @Test(arguments: Language.allCases)
    func everyRowKeepsItsIconAndItsWholeDateAt80Columns(language: Language) async throws {
        let texts = PacksTestSupport.texts(language)
        let rows = try await rows(language)
        try #require(rows.count >= 5, "the sample's rows are on screen: \(rows)")
        for row in rows {
            #expect(
                ["▤", "⇢", "?"].contains { row.contains("  \($0)") },
                "\(language): the shipment icon is cut: \(row)")
            #expect(TextWidth.of(row) <= 80, "\(language): \(row)")
        }
        // Every date the list shows is whole.
        for pack in PackFixtures.sample {
            let date = texts.keyDate(of: pack, now: PackFixtures.now)
            guard !date.isEmpty, rows.contains(where: { $0.contains(pack.sender.prefix(4)) }) else {
                continue
            }
            #expect(
                rows.contains { $0.hasSuffix(date) || $0.hasSuffix(date + " ") },
                "\(language): '\(date)' is not whole in \(rows)")
        }
    }

    @Test func theDateColumnIsAsWideAsTheListsWidestDate() {
        let texts = PacksTestSupport.texts(.es)
        let expired = PackFixtures.pack(
            status: .known(.pickupTimeExpired), sender: "A", expiryDate: PackFixtures.date(2025, 3, 8))
        let needs = PackColumnNeeds(packs: [expired], texts: texts, now: PackFixtures.now)
        #expect(needs.date == TextWidth.of(texts.keyDate(of: expired, now: PackFixtures.now)))
        #expect(needs.status == TextWidth.of(texts.status(expired.status)))
        // A deadline still ahead is measured in both wordings: the row changes when it passes.
        let waiting = PackFixtures.pack(
            status: .known(.readyToPickup), sender: "B", expiryDate: PackFixtures.date(2025, 3, 28))
        let early = PackColumnNeeds(packs: [waiting], texts: texts, now: PackFixtures.date(2025, 3, 1))
        let before = texts.keyDate(of: waiting, now: PackFixtures.date(2025, 3, 1))
        let after = texts.keyDate(of: waiting, now: PackFixtures.date(2025, 4, 1))
        #expect(before != after)
        #expect(early.date == max(TextWidth.of(before), TextWidth.of(after)))
    }
}
