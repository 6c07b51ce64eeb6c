import AppCore
import CatalogInterface
import Foundation
import Networking
import TerminalUI

/// The catalog tab: every product with its price, and the entries the backend sent that were
/// left out.
@MainActor
final class CatalogScreen: Screen {
    private let model: CatalogViewModel
    private let texts: CatalogTexts
    private var list = ListState()

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

    var keyHints: [KeyHint] {
        chrome.keyHints(whenLoaded: [KeyHint(KeyName.enter, texts.localizer[CatalogStrings.hintOpen])])
    }

    func render(in context: RenderContext) -> [StyledLine] {
        chrome.render(in: context, header: header, empty: issueLines) { content, height in
            sectioned(content).lines(width: context.width, height: height)
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if chrome.handleReload(key) { return .handled }
        guard case .loaded(let content) = model.state else { return .ignored }
        let viewport = max(1, context.height - chrome.top(content, in: context, header: header).count)
        let list = sectioned(content)
        if key == .enter {
            let index = self.list.resolved(in: list.layout, viewport: viewport).selection
            guard content.snapshot.products.indices.contains(index) else { return .handled }
            return .push(
                ProductDetailScreen(
                    product: content.snapshot.products[index], snapshot: content.snapshot, now: content.now,
                    texts: texts))
        }
        return self.list.handle(key, in: list.layout, viewport: viewport) ? .handled : .ignored
    }

    func run() async {
        await model.run()
    }

    /// Whether the products are fresh (and from when), or why not; then the skipped entries' note.
    private func header(_ content: CatalogContent, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if let banner = texts.banner(for: content.failure, snapshot: content.snapshot, now: content.now) {
            lines += banner.lines(width: width)
        } else {
            lines.append(
                StyledLine(" " + texts.source(of: content.snapshot, now: content.now), style: .muted))
        }
        return lines + (texts.skippedBanner(content.snapshot.issues)?.lines(width: width) ?? [])
    }

    private func issueLines(_ content: CatalogContent, width: Int) -> [StyledLine] {
        guard !content.snapshot.issues.isEmpty else { return [] }
        let section = skippedSection(content)
        // Not a list: with no products there is nothing to select.
        return [.blank, StyledLine(section.title ?? "", style: .accent.bold)]
            + section.rows.map { StyledLine("   " + $0.title, style: .warning).truncated(to: width) }
    }

    private func sectioned(_ content: CatalogContent) -> SectionedList {
        let formatters = texts.formatters
        let codeWidth = content.snapshot.products.map(\.code.count).max() ?? 0
        var sections = [
            ListSection(
                texts.localizer[CatalogStrings.sectionProducts],
                rows: content.snapshot.products.map { product in
                    let code = product.code.padding(toLength: codeWidth + 2, withPad: " ", startingAt: 0)
                    return ListRow(code + product.name, detail: formatters.money(product.price))
                })
        ]
        if !content.snapshot.issues.isEmpty { sections.append(skippedSection(content)) }
        return SectionedList(sections, state: list)
    }

    private func skippedSection(_ content: CatalogContent) -> ListSection {
        let currency = content.snapshot.products.first?.price.currency ?? "EUR"
        return ListSection(
            texts.localizer[CatalogStrings.sectionSkipped],
            rows: content.snapshot.issues.map {
                ListRow(texts.issue($0, currency: currency), style: .warning)
            })
    }
}
