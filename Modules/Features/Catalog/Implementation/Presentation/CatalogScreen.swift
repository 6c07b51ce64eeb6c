import AppCore
import CatalogInterface
import Foundation
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

    var phase: ScreenPhase {
        switch model.state {
        case .loading: .busy
        case .failed(let failure): .failure(failure, message: texts.failure(failure))
        case .loaded, .empty: model.isRefreshing ? .busy : .settled
        }
    }

    var keyHints: [KeyHint] {
        let localizer = texts.localizer
        switch model.state {
        case .loaded:
            return [
                KeyHint(KeyName.enter, localizer[CatalogStrings.hintOpen]),
                KeyHint("r", localizer[CatalogStrings.hintRefresh]),
            ]
        case .empty: return [KeyHint("r", localizer[CatalogStrings.hintRefresh])]
        case .failed: return [KeyHint("r", localizer[CatalogStrings.hintRetry])]
        case .loading: return []
        }
    }

    func render(in context: RenderContext) -> [StyledLine] {
        let width = context.width
        switch model.state {
        case .loading:
            return Spinner(tick: context.tick, label: texts.localizer[CatalogStrings.loading]).lines(
                width: width)
        case .failed(let failure):
            return Banner(
                .error, texts.failure(failure),
                action: KeyHint("r", texts.localizer[CatalogStrings.hintRetry])
            )
            .lines(width: width)
        case .empty(let content):
            return header(content, context: context)
                + EmptyState(
                    texts.localizer[CatalogStrings.empty], hint: texts.localizer[CatalogStrings.emptyHint]
                )
                .lines(width: width)
                + issueLines(content, width: width)
        case .loaded(let content):
            let top = header(content, context: context)
            return top + sectioned(content).lines(width: width, height: max(1, context.height - top.count))
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        if key == .character("r") {
            model.requestReload()
            return .handled
        }
        guard case .loaded(let content) = model.state else { return .ignored }
        let viewport = max(1, context.height - header(content, context: context).count)
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

    private func header(_ content: CatalogContent, context: RenderContext) -> [StyledLine] {
        var lines: [StyledLine] = []
        if model.isRefreshing {
            lines += Spinner(tick: context.tick, label: texts.localizer[CatalogStrings.refreshing]).lines(
                width: context.width)
        }
        if let banner = texts.banner(for: content.failure, snapshot: content.snapshot, now: content.now) {
            lines += banner.lines(width: context.width)
        } else {
            lines.append(
                StyledLine(" " + texts.source(of: content.snapshot, now: content.now), style: .muted))
        }
        lines += texts.skippedBanner(content.snapshot.issues)?.lines(width: context.width) ?? []
        return lines
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
