import PacksInterface
import TerminalUI

/// The archived parcels, grouped like the main list; each can be opened or unarchived.
@MainActor
final class ArchivedPacksScreen: Screen {
    private let model: PacksListViewModel
    private var listState = ListState()

    init(model: PacksListViewModel) {
        self.model = model
    }

    var title: String { model.texts[.archivedTitle] }

    private var pane: PackListPane {
        PackListPane(sections: model.archivedSections, state: listState, texts: model.texts)
    }

    var keyHints: [KeyHint] {
        guard !pane.isEmpty else { return [] }
        let texts = model.texts
        return [
            KeyHint(KeyName.upDown, texts[.keyMove]), KeyHint(KeyName.enter, texts[.keyOpen]),
            KeyHint("u", texts[.keyUnarchive]),
        ]
    }

    private func header(width: Int) -> [StyledLine] {
        PackBanners.lines(for: model, width: width)
            + [
                StyledLine([Span(" "), Span(model.texts.archivedCount(model.archivedCount), style: .muted)]),
                .blank,
            ]
    }

    func render(in context: RenderContext) -> [StyledLine] {
        let pane = self.pane
        guard !pane.isEmpty else {
            return PackBanners.lines(for: model, width: context.width)
                + EmptyState(model.texts[.archivedEmpty], hint: model.texts[.archivedEmptyHint])
                .lines(width: context.width)
        }
        let header = header(width: context.width)
        return header
            + pane.lines(
                width: context.width, height: max(0, context.height - header.count), now: model.now())
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        let pane = self.pane
        switch key {
        case .enter:
            guard let pack = pane.selectedPack else { return .ignored }
            return .push(PackDetailScreen(model: model, packID: pack.id))
        case .character("u"):
            guard let pack = pane.selectedPack else { return .ignored }
            model.setArchived(false, id: pack.id)
            return .handled
        default:
            let height = max(0, context.height - header(width: context.width).count)
            guard let moved = pane.moved(by: key, height: height) else { return .ignored }
            listState = moved
            return .handled
        }
    }
}
