import AppCore
import CatalogInterface
import Foundation
import Networking
import TerminalUI

/// The catalog tab: every product with its price, and the entries the backend sent that were
/// left out. `/` searches as you type: products on their code, name and price as shown, left-out
/// entries on their note; a click selects, a click on the selected product opens it.
@MainActor
final class CatalogScreen: Screen {
    private let model: CatalogViewModel
    private let texts: CatalogTexts
    private var list = ListState()
    /// The search typed with `/`, narrowing the list.
    private var search = ListSearch()

    init(model: CatalogViewModel, texts: CatalogTexts) {
        self.model = model
        self.texts = texts
    }

    var title: String { texts.localizer[CatalogStrings.title] }

    private var chrome: RemoteContentChrome<CatalogContent, NetworkError> {
        let localizer = texts.localizer
        return RemoteContentChrome(
            model: model,
            words: RemoteContentWords(
                loading: localizer[CatalogStrings.loading], refreshing: localizer[CatalogStrings.refreshing],
                retry: localizer[CatalogStrings.hintRetry], refresh: localizer[CatalogStrings.hintRefresh],
                empty: localizer[CatalogStrings.empty], emptyHint: localizer[CatalogStrings.emptyHint]),
            failure: { [texts] error in
                let message = texts.failure(error)
                return (message, .failure(error, message: message))
            })
    }

    var phase: ScreenPhase { chrome.phase }
    var lastSync: Date? { chrome.lastSync }

    var isSearchable: Bool { true }
    var capturesText: Bool { canSearch && search.isEditing }

    private var searchLabels: ListSearchLabels { ListSearchLabels(texts.localizer) }

    /// Whether there are products to search.
    private var canSearch: Bool {
        guard case .loaded = model.state else { return false }
        return true
    }

    var keyHints: [KeyHint] {
        if canSearch, search.isEditing { return search.keyHints(searchLabels) }
        return chrome.keyHints(whenLoaded: [
            KeyHint(KeyName.enter, texts.localizer[CatalogStrings.hintOpen]),
            ListSearch.openHint(searchLabels),
        ])
    }

    func render(in context: RenderContext) -> [StyledLine] {
        chrome.render(in: context, header: header, empty: issueLines) { content, height in
            let shown = matching(content, search: search)
            guard shown.count > 0 else {
                return EmptyState(searchLabels.noMatches(search.query)).lines(width: context.width)
            }
            return sectioned(content, shown: shown).lines(width: context.width, height: height)
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if !capturesText, chrome.handleReload(key) { return .handled }
        guard case .loaded(let content) = model.state else { return .ignored }
        if search.handle(key, list: &list, ids: { matching(content, search: $0).ids }) != nil {
            return .handled
        }
        let top = chrome.top(content, in: context, header: header).count
        let viewport = max(1, context.height - top)
        let shown = matching(content, search: search)
        let list = sectioned(content, shown: shown)
        let index: Int
        switch key {
        case .enter:
            index = self.list.resolved(in: list.layout, viewport: viewport).selection
        case .mouse(let event):
            guard let click = self.list.click(event, listTop: top, in: list.layout, viewport: viewport) else {
                return .ignored
            }
            guard case .opened(let opened) = click else { return .handled }
            index = opened
        default:
            return self.list.handle(key, in: list.layout, viewport: viewport) ? .handled : .ignored
        }
        guard shown.products.indices.contains(index) else { return .handled }
        return .push(
            ProductDetailScreen(
                product: shown.products[index], snapshot: content.snapshot, now: content.now, texts: texts))
    }

    func run() async {
        await model.run()
    }

    /// Whether the products are fresh (and from when), or why not; then the skipped entries' note
    /// and the search bar.
    private func header(_ content: CatalogContent, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let banner = texts.banner(for: content.failure, snapshot: content.snapshot, now: content.now) {
            lines += banner.lines(width: width)
        } else {
            lines.append(
                StyledLine(" " + texts.source(of: content.snapshot, now: content.now), style: .muted))
        }
        lines += texts.skippedBanner(content.snapshot.issues)?.lines(width: width) ?? []
        guard case .loaded = model.state else { return lines }
        let matches = matching(content, search: search).count
        return lines + ListSearchBar(search, matchCount: matches, labels: searchLabels).lines(width: width)
    }

    private func issueLines(_ content: CatalogContent, width: Int) -> [StyledLine] {
        guard !content.snapshot.issues.isEmpty else { return [] }
        let section = skippedSection(content, issues: content.snapshot.issues)
        // Not a list: with no products there is nothing to select.
        return [.blank, StyledLine(section.title ?? "", style: .accent.bold)]
            + section.rows.map { StyledLine("   " + $0.title, style: .warning).truncated(to: width) }
    }

    /// The products and left-out entries a search lets through.
    struct Shown {
        var products: [Product]
        var issues: [CatalogIssue]

        var count: Int { products.count + issues.count }

        /// Identities in list order: products by code, issues by their place in the list.
        var ids: [String] {
            products.map { "product:" + $0.code } + issues.map { "issue:\($0.position)" }
        }
    }

    private func matching(_ content: CatalogContent, search: ListSearch) -> Shown {
        let snapshot = content.snapshot
        guard search.isFiltering else { return Shown(products: snapshot.products, issues: snapshot.issues) }
        let currency = snapshot.products.first?.price.currency ?? "EUR"
        return Shown(
            products: snapshot.products.filter {
                search.matches([$0.code, $0.name, texts.formatters.money($0.price)])
            },
            issues: snapshot.issues.filter { search.matches(texts.issue($0, currency: currency)) })
    }

    private func sectioned(_ content: CatalogContent, shown: Shown) -> SectionedList {
        let formatters = texts.formatters
        // As wide as every code, so the names stay put while a search narrows the list.
        let codeWidth = content.snapshot.products.map(\.code.count).max() ?? 0
        var sections: [ListSection] = []
        if !shown.products.isEmpty || !search.isFiltering {
            sections.append(
                ListSection(
                    texts.localizer[CatalogStrings.sectionProducts],
                    rows: shown.products.map { product in
                        let code = product.code.padding(toLength: codeWidth + 2, withPad: " ", startingAt: 0)
                        return ListRow(code + product.name, detail: formatters.money(product.price))
                    }))
        }
        if !shown.issues.isEmpty { sections.append(skippedSection(content, issues: shown.issues)) }
        return SectionedList(sections, state: list)
    }

    private func skippedSection(_ content: CatalogContent, issues: [CatalogIssue]) -> ListSection {
        let currency = content.snapshot.products.first?.price.currency ?? "EUR"
        return ListSection(
            texts.localizer[CatalogStrings.sectionSkipped],
            rows: issues.map { ListRow(texts.issue($0, currency: currency), style: .warning) })
    }
}
