import TerminalUI

/// A ``SearchableListSource`` made from its feature's texts alone (most lists): its screen is
/// then made from a model and those texts, `CatalogScreen(model: model, texts: texts)`.
@MainActor
public protocol TextsListSource: SearchableListSource {
    /// The feature's texts the list reads its words and rows from.
    associatedtype Texts

    /// The list in `texts`' words.
    init(texts: Texts)
}

extension SearchableListScreen where Source: TextsListSource {
    /// A list over `model` in `texts`' words.
    public convenience init(model: RemoteContentModel<Source.Content, Source.Failure>, texts: Source.Texts) {
        self.init(model: model, source: Source(texts: texts))
    }
}
