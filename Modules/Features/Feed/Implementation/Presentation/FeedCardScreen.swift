import FeedInterface
import TerminalUI

/// One card in full: its kind, partner, validity and link, then its whole text.
@MainActor
final class FeedCardScreen: Screen {
    let card: FeedCard
    private let texts: FeedTexts

    init(card: FeedCard, texts: FeedTexts) {
        self.card = card
        self.texts = texts
    }

    /// The kind, under the feed in the breadcrumb; the headline is the sheet's heading.
    var title: String { texts.kind(card.kind) }

    func render(in context: RenderContext) -> [StyledLine] {
        let localizer = texts.localizer
        var rows = [DetailRow(localizer[FeedStrings.detailKind], texts.kind(card.kind))]
        if let partner = card.partner {
            rows.append(DetailRow(localizer[FeedStrings.detailPartner], partner))
        }
        if let validUntil = card.validUntil {
            rows.append(
                DetailRow(
                    localizer[FeedStrings.detailValidUntil], texts.formatters.date(validUntil, style: .long)))
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
