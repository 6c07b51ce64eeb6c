import DataStorage
import SettingsInterface

/// Settings kept in the app's key-value store as text under `settings.<key>`, readable with
/// the sqlite3 shell.
public struct KeyValueSettingsStorage: SettingsStorage {
    /// The namespace of every settings key.
    public static let namespace = "settings"

    private let store: KeyValueStore

    /// Storage in `store`.
    public init(store: KeyValueStore) {
        self.store = store
    }

    public func value(for key: SettingKey) throws -> String? {
        try store.value(for: Self.storageKey(key))
    }

    public func setValue(_ value: String?, for key: SettingKey) throws {
        if let value {
            try store.set(value, for: Self.storageKey(key))
        } else {
            try store.removeValue(for: Self.storageKey(key))
        }
    }

    /// One DELETE of every `settings.*` key, also of keys a newer version added.
    public func removeAll() throws {
        try store.removeValues(inNamespace: Self.namespace)
    }

    /// The key-value store key of `key`, e.g. "settings.language".
    public static func storageKey(_ key: SettingKey) -> StorageKey<String> {
        StorageKey(namespace: namespace, name: key.rawValue)
    }
}
