import AppCore
import Foundation
import PacksInterface
import RemoteContent
import TerminalUI

/// The root screen: parcels grouped "on the way" / "completed", with refresh, offline banner,
/// details, archiving the selected parcel (`a`, as in its details) and the archive (`v`), search
/// as you type (`/`) and click to select.
@MainActor
public final class PacksListScreen: Screen {
    private let model: PacksListViewModel
    private var browser = PackListBrowser()

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

    public var isSearchable: Bool { true }
    public var capturesText: Bool { canSearch && browser.search.isEditing }

    public var keyHints: [KeyHint] {
        let texts = model.texts
        switch model.state {
        case .loading: return []
        case .failed: return [KeyHint("r", texts[.keyRetry])]
        case .empty, .loaded:
            if browser.search.isEditing { return browser.search.keyHints(searchLabels) }
            var hints: [KeyHint] = []
            if !pane.isEmpty {
                hints += [
                    KeyHint(KeyName.upDown, texts[.keyMove]), KeyHint(KeyName.enter, texts[.keyOpen]),
                    KeyHint("a", texts[.keyArchive]),
                ]
            }
            if canSearch { hints.append(ListSearch.openHint(searchLabels)) }
            hints.append(KeyHint("r", texts[.keyRefresh]))
            if model.archivedCount > 0 {
                hints.append(KeyHint("v", "\(texts[.keyArchived]) (\(model.archivedCount))"))
            }
            return hints
        }
    }

    private var searchLabels: ListSearchLabels { ListSearchLabels(model.texts.localizer) }

    /// Whether there are parcels to search.
    private var canSearch: Bool {
        guard case .loaded = model.state else { return false }
        return model.visibleSections.contains { !$0.packs.isEmpty }
    }

    private var pane: PackListPane { browser.pane(model.visibleSections, model: model) }

    public func render(in context: RenderContext) -> [StyledLine] {
        let texts = model.texts
        let width = context.width
        switch model.state {
        case .loading:
            return Spinner(tick: context.tick, label: texts[.loading]).lines(width: width)
        case .failed(let error):
            // The same glyph as every other screen's: ⊘ for no connection, ✖ for a failure.
            return Banner(
                error.isConnectivity ? .offline : .error, texts.error(error),
                action: KeyHint("r", texts[.keyRetry])
            ).lines(width: width)
        case .empty:
            return chrome(width: width, tick: context.tick) + [.blank]
                + EmptyState(texts[.empty], hint: texts[.emptyHint]).lines(width: width)
        case .loaded:
            guard canSearch else {
                return chrome(width: width, tick: context.tick) + [.blank]
                    + EmptyState(texts[.allArchived], hint: texts[.allArchivedHint]).lines(width: width)
            }
            let pane = self.pane
            let top = top(width: width, tick: context.tick, matches: pane.count)
            guard !pane.isEmpty else {
                return top + EmptyState(searchLabels.noMatches(browser.search.query)).lines(width: width)
            }
            return top + pane.lines(width: width, height: max(0, context.height - top.count))
        }
    }

    /// Banners and the summary line above the list; while a search shows `matches` of the
    /// parcels, the count says so ("1 of 17 parcels").
    private func chrome(width: Int, tick: Int, matches: Int? = nil) -> [StyledLine] {
        let texts = model.texts
        var lines = PackBanners.lines(for: model, width: width)
        if model.isRefreshing {
            lines += Spinner(tick: tick, label: texts[.refreshing]).lines(width: width)
        } else if case .loaded = model.state {
            let shown = model.visibleSections.reduce(0) { $0 + $1.packs.count }
            var summary = matches.map { texts.count($0, of: shown) } ?? texts.count(shown)
            if model.archivedCount > 0 { summary += " · " + texts.archivedCount(model.archivedCount) }
            lines.append(StyledLine([Span(" "), Span(summary, style: .muted)]))
        } else {
            lines.append(.blank)
        }
        return lines
    }

    /// Every row above the list: the chrome, then the search bar where a blank row separates
    /// them otherwise (so opening the search does not move the list).
    private func top(width: Int, tick: Int, matches: Int) -> [StyledLine] {
        let bar = ListSearchBar(browser.search, matchCount: matches, labels: searchLabels).lines(width: width)
        let searched = browser.search.isFiltering ? matches : nil
        return chrome(width: width, tick: tick, matches: searched) + (bar.isEmpty ? [.blank] : bar)
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
        // The confirmation of an archive change stays until the next key.
        model.dismissArchiveChange()
        if canSearch, browser.handleSearch(key, in: model.visibleSections, model: model) { return .handled }
        let pane = self.pane
        let top = top(width: context.width, tick: 0, matches: pane.count).count
        let height = max(0, context.height - top)
        switch key {
        case .character("r"):
            model.requestRefresh()
            return .handled
        case .character("a"):
            // The counterpart of the archive's `u`: the selected parcel leaves the list at once.
            guard let pack = pane.selectedPack else { return .ignored }
            model.setArchived(true, id: pack.id)
            return .handled
        case .character("v") where model.archivedCount > 0:
            return .push(ArchivedPacksScreen(model: model))
        default:
            return browser.handleListKey(key, pane: pane, top: top, height: height, model: model)
        }
    }

    public func run() async {
        await model.load()
    }
}
