/// Where settings are kept, as raw text per key: a value that is no longer valid (written by
/// an older version or by hand) stays distinguishable from a missing one.
///
/// The app's implementation is its key-value store; tests and demos use an in-memory one.
public protocol SettingsStorage: Sendable {
    /// The text saved under `key`, or nil when nothing is.
    func value(for key: SettingKey) throws -> String?
    /// Saves `value` under `key`; nil removes it.
    func setValue(_ value: String?, for key: SettingKey) throws
    /// Removes every saved choice at once: a storage that can (the database) does it in one
    /// transaction, so another process never sees half of a reset.
    func removeAll() throws
}

extension SettingsStorage {
    /// Removes the keys one by one; storages with transactions override this.
    public func removeAll() throws {
        for key in SettingKey.allCases {
            try setValue(nil, for: key)
        }
    }
}
