import Foundation

/// Why a ``KeyValueStore`` value could not be read or written.
public enum KeyValueStoreError: Error, Equatable, LocalizedError {
    /// The key holds a value written as another type.
    case typeMismatch(key: String, stored: String, requested: String)
    /// The stored JSON does not decode as the requested type (e.g. the type changed since).
    case decodingFailed(key: String, type: String, reason: String)
    /// The value could not be encoded as JSON.
    case encodingFailed(key: String, type: String, reason: String)
    /// The stored row is not in the shape this module writes (edited by hand or damaged).
    case malformedValue(key: String, reason: String)

    /// A sentence naming the key.
    public var errorDescription: String? {
        switch self {
        case .typeMismatch(let key, let stored, let requested):
            "The setting \"\(key)\" holds a \(stored) value, not \(requested)."
        case .decodingFailed(let key, let type, let reason):
            "The setting \"\(key)\" could not be read as \(type) (\(reason))."
        case .encodingFailed(let key, let type, let reason):
            "The setting \"\(key)\" could not be saved as \(type) (\(reason))."
        case .malformedValue(let key, let reason):
            "The setting \"\(key)\" is malformed (\(reason))."
        }
    }
}
