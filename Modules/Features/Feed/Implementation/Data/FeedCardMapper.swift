import FeedInterface
import Foundation
import Localization

/// Turns the feed file's cards into domain cards, rejecting (with a reason) the ones that
/// cannot be shown: no English headline, no id.
enum FeedCardMapper {
    /// The cards that can be shown, and a reason for each one that cannot.
    static func map(_ document: FeedDocumentDTO) -> (cards: [FeedCard], rejected: [String]) {
        var cards: [FeedCard] = []
        var rejected: [String] = []
        var seen: Set<String> = []
        for (index, entry) in document.cards.enumerated() {
            switch entry {
            case .failed(let reason):
                rejected.append("cards[\(index)]: \(reason)")
            case .decoded(let dto):
                let id = dto.id.trimmingCharacters(in: .whitespaces)
                guard !id.isEmpty else {
                    rejected.append("cards[\(index)]: empty id")
                    continue
                }
                guard !seen.contains(id) else {
                    rejected.append("cards[\(index)]: duplicate id '\(id)'")
                    continue
                }
                // English is every card's fallback language, so it must be there.
                guard let english = dto.title["en"], !english.trimmingCharacters(in: .whitespaces).isEmpty
                else {
                    rejected.append("cards[\(index)] '\(id)': no English title")
                    continue
                }
                seen.insert(id)
                cards.append(
                    FeedCard(
                        id: id, kind: FeedCardKind(raw: dto.kind), partner: dto.partner,
                        title: LocalizedText(dto.title), body: LocalizedText(dto.body ?? [:]),
                        link: dto.link.flatMap(webURL), validUntil: dto.validUntil))
            }
        }
        return (cards, rejected)
    }

    /// `text` as an http(s) URL, or nil.
    private static func webURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "https" || scheme == "http", url.host != nil
        else { return nil }
        return url
    }
}
