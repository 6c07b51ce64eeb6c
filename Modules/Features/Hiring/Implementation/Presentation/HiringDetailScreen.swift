import Foundation
import HiringInterface
import TerminalUI

/// One item: its name, id, list, place in the list, and where the list came from (and when,
/// advancing while it shows).
final class HiringDetailScreen: SheetScreen {
    init(entry: HiringEntry, index: Int, group: HiringGroup, content: HiringContent, texts: HiringTexts) {
        let localizer = texts.localizer
        let position = localizer.string(
            HiringStrings.detailPositionValue,
            [
                "index": texts.formatters.number(index),
                "count": texts.formatters.number(group.entries.count),
                "listId": String(group.listId),
            ])
        let rows = [
            DetailRow(texts[.detailName], entry.name, style: .bold),
            DetailRow(texts[.detailId], String(entry.id)),
            DetailRow(texts[.detailList], texts.groupTitle(entry.listId)),
            DetailRow(texts[.detailPosition], position),
        ]
        super.init(
            title: entry.name,
            layout: { context in
                let source = DetailRow(
                    texts[.detailSource],
                    texts.source(of: content.snapshot, now: context.now(orLoaded: content.now)),
                    style: .muted)
                return DetailSheet(rows: rows + [source]).lines(width: context.width)
            })
    }
}
