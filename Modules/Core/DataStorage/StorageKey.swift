/// A typed, namespaced key of the ``KeyValueStore``, e.g.
/// `StorageKey<String>(namespace: "settings", name: "language")` stored as "settings.language".
///
/// Declare keys once as constants next to the code that owns them, so a key's name and value
/// type cannot drift apart between the writer and the readers.
public struct StorageKey<Value>: Sendable, Hashable, CustomStringConvertible {
    /// The owner of the key, e.g. "settings" or a feature name.
    public let namespace: String
    /// The key's name within its namespace, e.g. "language".
    public let name: String

    /// Creates the key `namespace.name`.
    public init(namespace: String, name: String) {
        self.namespace = namespace
        self.name = name
    }

    /// The stored key, e.g. "settings.language".
    public var rawValue: String { "\(namespace).\(name)" }

    /// The stored key, for messages.
    public var description: String { rawValue }
}
