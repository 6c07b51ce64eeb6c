import FeedInterface
import Foundation
import TerminalUI

/// One card in full: its kind, partner, validity and link, then its whole text.
@MainActor
final class FeedCardScreen: Screen {
    let card: FeedCard
    private let texts: FeedTexts
    private let now: @Sendable () -> Date

    init(card: FeedCard, texts: FeedTexts, now: @escaping @Sendable () -> Date) {
        self.card = card
        self.texts = texts
        self.now = now
    }

    /// The kind, under the feed in the breadcrumb; the headline is the sheet's heading.
    var title: String { texts.kind(card.kind) }

    func render(in context: RenderContext) -> [StyledLine] {
        let localizer = texts.localizer
        var rows = [DetailRow(localizer[FeedStrings.detailKind], texts.kind(card.kind))]
        if let partner = card.partner {
            rows.append(DetailRow(localizer[FeedStrings.detailPartner], partner))
        }
        if let validUntil = texts.validUntil(of: card, now: now()) {
            let style: Style = FeedShelf.hasEnded(card, at: now()) ? .muted : .plain
            rows.append(DetailRow(localizer[FeedStrings.detailValidUntil], validUntil, style: style))
        }
        if let link = card.link {
            rows.append(
                DetailRow(localizer[FeedStrings.detailLink], link.absoluteString, style: .accent.underline))
        }
        let body = TextWrap.wrap(
            TextSanitizer.sanitize(texts.body(of: card)), width: max(1, context.width - 2))
        return DetailSheet(texts.title(of: card), rows: rows).lines(width: context.width) + [.blank]
            + body.map { StyledLine([Span(" "), Span($0)]) }
    }
}
