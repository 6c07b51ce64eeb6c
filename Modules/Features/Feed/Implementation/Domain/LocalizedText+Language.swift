import FeedInterface
import Localization

extension LocalizedText {
    /// The text in `language`, else English, else any language it has (alphabetically first
    /// code, so the choice is stable); empty when it has none.
    public func text(in language: Language) -> String {
        if let text = nonEmpty(language.rawValue) { return text }
        if let text = nonEmpty(Language.en.rawValue) { return text }
        return translations.keys.sorted().lazy.compactMap(nonEmpty).first ?? ""
    }

    private func nonEmpty(_ code: String) -> String? {
        guard let text = translations[code], !text.isEmpty else { return nil }
        return text
    }
}
