/// One independently loaded part of the feed (the total, the cards): loaded, or failed with
/// the last good value kept so a failed refresh never hides what the user already saw.
public enum FeedSection<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The part loaded.
    case loaded(Value)
    /// The last load failed; `lastGood` is what an earlier load showed, if any.
    case failed(FeedError, lastGood: Value?)

    /// The value to show: the loaded one, or the last good one.
    public var value: Value? {
        switch self {
        case .loaded(let value): value
        case .failed(_, let lastGood): lastGood
        }
    }

    /// The failure, if this part failed.
    public var error: FeedError? {
        if case .failed(let error, _) = self { return error }
        return nil
    }

    /// The outcome of a new load, keeping this section's value when the new load failed.
    func updated(with result: Result<Value, FeedError>) -> FeedSection {
        switch result {
        case .success(let value): .loaded(value)
        case .failure(let error): .failed(error, lastGood: value)
        }
    }
}
