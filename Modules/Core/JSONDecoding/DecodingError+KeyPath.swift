extension DecodingError {
    /// Where decoding failed, as `items[3].transactionDetail.value.amount`; empty at the top level.
    public var keyPath: String { keyPath(droppingFirst: 0) }

    /// The key path without its first `count` keys, e.g. relative to an array element.
    public func keyPath(droppingFirst count: Int) -> String {
        Self.render(Array(failurePath.dropFirst(count)))
    }

    /// The coding path of the value that failed (for a missing key, including the key).
    private var failurePath: [any CodingKey] {
        switch self {
        case .keyNotFound(let key, let context):
            return context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath
        @unknown default:
            return []
        }
    }

    /// A short English reason without the key path, for ``NetworkError/decoding(keyPath:reason:)``.
    public var reason: String {
        switch self {
        case .keyNotFound(let key, _):
            return "missing key '\(key.stringValue)'"
        case .typeMismatch(let type, let context):
            return "expected \(type): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "expected \(type) but found null: \(context.debugDescription)"
        case .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            return String(describing: self)
        }
    }

    private static func render(_ path: [any CodingKey]) -> String {
        var result = ""
        for key in path {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                if !result.isEmpty { result += "." }
                result += key.stringValue
            }
        }
        return result
    }
}
