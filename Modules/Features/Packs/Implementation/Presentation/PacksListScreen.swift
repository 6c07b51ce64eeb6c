import AppCore
import Foundation
import PacksInterface
import TerminalUI

/// The root screen: parcels grouped "on the way" / "completed", with refresh, offline banner,
/// details and the archive.
@MainActor
public final class PacksListScreen: Screen {
    private let model: PacksListViewModel
    private var listState = ListState()

    /// A screen showing `model`.
    public init(model: PacksListViewModel) {
        self.model = model
    }

    public var title: String { model.texts[.title] }

    public var lastSync: Date? { model.lastSync }

    public var phase: ScreenPhase {
        if model.isBusy { return .busy }
        if case .failed(let error) = model.state { return .failure(error, message: model.texts.error(error)) }
        return .settled
    }

    public var keyHints: [KeyHint] {
        let texts = model.texts
        switch model.state {
        case .loading: return []
        case .failed: return [KeyHint("r", texts[.keyRetry])]
        case .empty, .loaded:
            var hints: [KeyHint] = []
            if !pane.isEmpty {
                hints += [KeyHint(KeyName.upDown, texts[.keyMove]), KeyHint(KeyName.enter, texts[.keyOpen])]
            }
            hints.append(KeyHint("r", texts[.keyRefresh]))
            if model.archivedCount > 0 {
                hints.append(KeyHint("v", "\(texts[.keyArchived]) (\(model.archivedCount))"))
            }
            return hints
        }
    }

    private var pane: PackListPane {
        PackListPane(sections: model.visibleSections, state: listState, texts: model.texts)
    }

    public func render(in context: RenderContext) -> [StyledLine] {
        let texts = model.texts
        let width = context.width
        switch model.state {
        case .loading:
            return Spinner(tick: context.tick, label: texts[.loading]).lines(width: width)
        case .failed(let error):
            return Banner(.error, texts.error(error), action: KeyHint("r", texts[.keyRetry])).lines(
                width: width)
        case .empty:
            return chrome(width: width, tick: context.tick)
                + EmptyState(texts[.empty], hint: texts[.emptyHint]).lines(width: width)
        case .loaded:
            let chrome = chrome(width: width, tick: context.tick)
            let pane = self.pane
            if pane.isEmpty {
                return chrome
                    + EmptyState(texts[.allArchived], hint: texts[.allArchivedHint]).lines(width: width)
            }
            return chrome
                + pane.lines(width: width, height: max(0, context.height - chrome.count), now: model.now())
        }
    }

    /// Banners and the summary line above the list.
    private func chrome(width: Int, tick: Int) -> [StyledLine] {
        let texts = model.texts
        var lines = PackBanners.lines(for: model, width: width)
        if model.isRefreshing {
            lines += Spinner(tick: tick, label: texts[.refreshing]).lines(width: width)
        } else if case .loaded = model.state {
            let shown = model.visibleSections.reduce(0) { $0 + $1.packs.count }
            var summary = texts.count(shown)
            if model.archivedCount > 0 { summary += " · " + texts.archivedCount(model.archivedCount) }
            lines.append(StyledLine([Span(" "), Span(summary, style: .muted)]))
        } else {
            lines.append(.blank)
        }
        return lines + [.blank]
    }

    public func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        switch model.state {
        case .loading:
            return .ignored
        case .failed:
            guard key == .character("r") else { return .ignored }
            model.requestRefresh()
            return .handled
        case .empty, .loaded:
            break
        }
        switch key {
        case .character("r"):
            model.requestRefresh()
            return .handled
        case .character("v") where model.archivedCount > 0:
            return .push(ArchivedPacksScreen(model: model))
        case .enter:
            guard let pack = pane.selectedPack else { return .ignored }
            return .push(PackDetailScreen(model: model, packID: pack.id))
        default:
            let height = max(0, context.height - chrome(width: context.width, tick: 0).count)
            guard let moved = pane.moved(by: key, height: height) else { return .ignored }
            listState = moved
            return .handled
        }
    }

    public func run() async {
        await model.load()
    }
}
