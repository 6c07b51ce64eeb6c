import AppCore
import AppRunner
import ArgumentParser
import Foundation
import HiringApp
import Localization
import MosaicApp
import MosaicTestSupport
import OrdersApp
import PacksApp
import PaybackApp
import StoreApp
import TerminalUI
import Testing

/// Every screen fits the two terminals people use most, 80×24 and 120×40, in all four languages:
/// no line a screen draws is wider than the terminal (nothing is cut at the right edge), no
/// number or amount is cut ("12,5…"), the title and tab bars are whole, and the screen's primary
/// actions are in the footer. Walked: each app's root with its bars, every feature's screen, and
/// what Enter and each key of its footer open from it (details, filters, archive, checkout).
@MainActor @Suite(.hangsAfter(minutes: 10)) struct ScreenFitTests {
    /// The terminals, by width: 80×24 and 120×40.
    nonisolated static let sizes = [
        80: TerminalSize(width: 80, height: 24), 120: TerminalSize(width: 120, height: 40),
    ]
    nonisolated static let widths = sizes.keys.sorted()
    /// Footer keys that end the session rather than open anything.
    static let leaving: Set<Key> = [.character("q"), .ctrlC, .escape, .backspace]

    /// What is wrong with the frame of `session` (nothing when it fits); `labels` are the app's
    /// words (``Labels``), a cut one of which is a problem.
    private func problems(in session: HeadlessSession, size: TerminalSize, labels: Labels = Labels([]))
        -> [String]
    {
        var found: [String] = []
        let context = RenderContext(size: size, theme: session.theme)
        let body = session.navigator.bodyContext(in: context)
        for line in session.navigator.top.render(in: body) where line.width > body.width {
            found.append("a line is \(line.width) cells wide: \(line.plainText)")
        }
        let rows = session.frame().lines.map(\.plainText)
        // Only a row with an ellipsis can hold a cut: the checks below look at what precedes and
        // follows each one (most rows have none, and are passed at once).
        for row in rows where row.contains("…") {
            let drawn = String(row.reversed().drop(while: { $0 == " " }).reversed())
            if drawn.last == "…" && TextWidth.of(drawn) >= size.width {
                found.append("a row is cut at the edge: \(row)")
            }
            let characters = Array(row)
            for index in characters.indices where characters[index] == "…" {
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + 1 < characters.count ? characters[index + 1] : " "
                if before.isNumber || after.isNumber || "€$".contains(before) || "€$".contains(after) {
                    found.append("a number is cut: \(row)")
                }
                // Up to 60 characters back to the previous ellipsis: does a label end cut there?
                var start = index
                while start > 0, index - start < 60, characters[start - 1] != "…" { start -= 1 }
                if let label = labels.cut(String(characters[start..<index])) {
                    found.append("the label \"\(label)\" is cut: \(row)")
                }
            }
        }
        if let title = rows.first, title.contains("…") { found.append("the title bar is cut: \(title)") }
        let footer = rows.last ?? ""
        for hint in session.navigator.top.keyHints where hint.priority == .primary {
            if !footer.contains("\(hint.key) \(hint.label)") {
                found.append(
                    "the primary action \"\(hint.key) \(hint.label)\" is not in the footer: \(footer)")
            }
        }
        return found
    }

    /// The app's words, indexed by every proper prefix of four or more characters, so a text cut
    /// before an ellipsis is found by looking up its tails instead of comparing every label.
    struct Labels {
        private var byPrefix: [Substring: String] = [:]

        init(_ labels: [String]) {
            for label in labels where label.count > 4 {
                for length in 4..<label.count where byPrefix[label.prefix(length)] == nil {
                    byPrefix[label.prefix(length)] = label
                }
            }
        }

        /// The label that `text` ends with a cut piece of (four characters or more), if any.
        func cut(_ text: String) -> String? {
            var tail = text[...]
            while tail.count >= 4 {
                if let label = byPrefix[tail], tail.first?.isLetter == true { return label }
                tail = tail.dropFirst()
            }
            return nil
        }
    }

    /// The app's own words in `language`: every text of every module's `Localizable.strings`,
    /// split at its placeholders (what a placeholder holds is data, which may be cut).
    static func labels(in language: Language) -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let files = ["Modules", "Apps"].flatMap { folder in
            (FileManager.default.enumerator(
                at: root.appending(path: folder), includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL } ?? [])
                .filter { $0.path.hasSuffix("/\(language.rawValue).lproj/Localizable.strings") }
        }
        var labels = Set<String>()
        for file in files {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            for entry in text.matches(of: /^"[^"]+"\s*=\s*"((?:[^"\\]|\\.)*)";/.anchorsMatchLineEndings()) {
                for part in String(entry.output.1).split(separator: /\{[^}]*\}|\\n/) {
                    let label = part.trimmingCharacters(in: .whitespaces)
                    if label.count > 4 && !label.hasSuffix("…") { labels.insert(label) }
                }
            }
        }
        return labels.sorted()
    }

    /// A settled session of `screen` at `size`.
    private func session(_ screen: any Screen, labels: ChromeLabels, size: TerminalSize) async throws
        -> HeadlessSession
    {
        let session = HeadlessSession(root: screen, size: size, labels: labels)
        try await session.settle()
        return session
    }

    /// Selects each tab of `screen`'s containers in turn, nested ones inside each, and calls
    /// `visit` with the path of tab titles once each has settled; back on the first tabs after.
    /// Returns how many tabs were visited.
    private func visitEveryTab(
        of screen: any Screen, in session: HeadlessSession, _ visit: ([String]) -> Void
    ) async throws -> Int {
        var visited = 0
        func walk(_ screen: any Screen, path: [String]) async throws {
            guard let host = screen.tabHost, host.tabs.count > 1 else {
                visited += 1
                visit(path)
                return
            }
            for index in host.tabs.indices {
                host.select(index)
                try await session.settle()
                try await walk(host.tabs[index], path: path + [host.tabs[index].title])
            }
            host.select(0)
            try await session.settle()
        }
        try await walk(screen, path: [])
        return visited
    }

    /// Checks `App`'s root with its bars in `language` at each terminal width of `widths` and,
    /// with `leaves`, each of its screens alone and what Enter and its footer keys open there.
    private func expectFit<App: MosaicApplication>(
        _ app: App.Type, options: App.Options, language: Language, widths: [Int] = widths, leaves: Bool
    ) async throws {
        let labels = Labels(Self.labels(in: language))
        for size in try widths.map({ try #require(Self.sizes[$0]) }) {
            let root = try AppScreens.root(app, options: options, language: language)
            let whole = try await session(root.screen, labels: root.labels, size: size)
            // Every tab as the app draws it (in mosaic a product's tab under the product bar, with
            // the host's hints in the footer), not only each screen alone.
            let visited = try await visitEveryTab(of: root.screen, in: whole) { path in
                let place = ([App.name] + path).joined(separator: " › ")
                for problem in problems(in: whole, size: size, labels: labels) {
                    Issue.record("\(place) \(language.rawValue) \(size.width)×\(size.height): \(problem)")
                }
            }
            #expect(visited == AppScreens.leaves(of: root.screen).count, "every tab of \(App.name) was shown")
            whole.quit()
            guard leaves else { continue }
            let screens = AppScreens.leaves(
                of: try AppScreens.root(app, options: options, language: language).screen)
            for (screen, _) in screens {
                let alone = try await session(screen, labels: root.labels, size: size)
                let place =
                    "\(App.name) › \(screen.title) \(language.rawValue) \(size.width)×\(size.height)"
                for problem in problems(in: alone, size: size, labels: labels) {
                    Issue.record("\(place): \(problem)")
                }
                // Enter, then each key the screen's footer offers: what they open fits too.
                var keys = [Key.enter]
                for key in screen.keyHints.compactMap(\.press)
                where !keys.contains(key) && !Self.leaving.contains(key) {
                    keys.append(key)
                }
                for key in keys {
                    try await alone.send(key)
                    for problem in problems(in: alone, size: size, labels: labels) {
                        Issue.record(
                            "\(place) after \(key.scriptName) › \(alone.navigator.top.title): \(problem)")
                    }
                    // Back to the screen: Esc closes what opened (never at the root, where it quits).
                    for _ in 0..<5
                    where alone.navigator.stack.count > 1 || alone.navigator.top.capturesText {
                        try await alone.send(.escape)
                    }
                }
                alone.quit()
            }
        }
    }

    /// One case per language and width: each is a fraction of the walk, so a loaded CI agent
    /// runs them side by side, each well inside its time limit.
    @Test(arguments: Language.allCases, widths)
    func everyFeatureScreenAndWhatItOpensFits(in language: Language, width: Int) async throws {
        try await expectFit(
            MosaicApp.self, options: try MosaicApp.Options.parse([]), language: language, widths: [width],
            leaves: true)
    }

    @Test(arguments: Language.allCases)
    func everyProductAppsBarsFit(in language: Language) async throws {
        try await expectFit(PacksApp.self, options: NoOptions(), language: language, leaves: false)
        try await expectFit(PaybackApp.self, options: NoOptions(), language: language, leaves: false)
        try await expectFit(
            StoreApp.self, options: try StoreApp.Options.parse([]), language: language, leaves: false)
        try await expectFit(OrdersApp.self, options: NoOptions(), language: language, leaves: false)
        try await expectFit(HiringApp.self, options: NoOptions(), language: language, leaves: false)
    }

    /// In mosaic at 80 columns the store's footer keeps adding and paying in every language, next
    /// to the host's own hints (they pushed "+ add" out in Spanish and German).
    @Test(arguments: Language.allCases)
    func theStoresAddAndPayStayInMosaicsFooter(in language: Language) async throws {
        let size = try #require(Self.sizes[80])
        let root = try AppScreens.root(
            MosaicApp.self, options: try MosaicApp.Options.parse([]), language: language)
        let whole = try await session(root.screen, labels: root.labels, size: size)
        defer { whole.quit() }
        let products = try #require(root.screen.tabHost)
        let store = try #require(products.tabs.firstIndex { $0.title == "Cabify Store" })
        products.select(store)
        try await whole.settle()
        let footer = try #require(whole.frame().lines.last).plainText
        // The store's words (Cart's Localizable.strings: cart.hint.add, cart.hint.checkout).
        let words: [Language: [String]] = [
            .en: ["+ add", "c checkout"], .es: ["+ añadir", "c pagar"], .de: ["+ hinzufügen", "c bezahlen"],
            .pl: ["+ dodaj", "c zapłać"],
        ]
        for hint in try #require(words[language]) {
            #expect(footer.contains(hint), "\(language): '\(hint)' is not in the footer: \(footer)")
        }
    }

    /// The checks find what they look for: a line wider than the body, a cut amount, a missing
    /// primary action.
    @Test func theChecksCatchACutScreen() async throws {
        let size = TerminalSize(width: 20, height: 6)
        let screen = StaticLinesScreen(
            lines: [StyledLine("Total 1234567890123456,00 €")],
            hints: [KeyHint("c", "checkout the whole basket now", priority: .primary)])
        let session = try await session(screen, labels: .english, size: size)
        defer { session.quit() }
        let found = problems(in: session, size: size, labels: Labels(["Total 1234567890123456,00 €"]))
        #expect(found.contains { $0.hasPrefix("a line is 27 cells wide") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("a row is cut at the edge") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("a number is cut") }, "\(found)")
        #expect(
            found.contains { $0.hasPrefix("the label \"Total 1234567890123456,00 €\" is cut") }, "\(found)")
        #expect(
            Self.labels(in: .de).contains("Summe aller deiner Transaktionen"), "the German words are read")
        #expect(
            found.contains { $0.hasPrefix("the primary action \"c checkout the whole basket now\"") },
            "\(found)")
    }
}

/// A screen of fixed lines and hints, for checking the checks.
@MainActor
private final class StaticLinesScreen: Screen {
    let title = "Static"
    let lines: [StyledLine]
    let keyHints: [KeyHint]

    init(lines: [StyledLine], hints: [KeyHint]) {
        self.lines = lines
        self.keyHints = hints
    }

    func render(in context: RenderContext) -> [StyledLine] { lines }
}
