/// Horizontal placement of content inside a wider cell range.
public enum Alignment: Sendable {
    case leading, center, trailing

    /// Splits `extra` cells of padding into (before, after).
    func split(_ extra: Int) -> (Int, Int) {
        switch self {
        case .leading: (0, extra)
        case .center: (extra / 2, extra - extra / 2)
        case .trailing: (extra, 0)
        }
    }
}
