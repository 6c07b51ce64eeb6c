import SettingsInterface
import Synchronization

/// Settings storage in memory, seeded with raw text (so tests and demos can store invalid
/// values) and able to refuse writes, to show how a failed save is reported.
public final class InMemorySettingsStorage: SettingsStorage {
    /// Why a write was refused.
    public struct WriteRefused: Error, CustomStringConvertible {
        public var description: String { "the settings storage is read-only" }
    }

    private let values: Mutex<[SettingKey: String]>
    private let refusesWrites: Bool

    /// Storage holding `values`; with `refusesWrites`, every write throws ``WriteRefused``.
    public init(_ values: [SettingKey: String] = [:], refusesWrites: Bool = false) {
        self.values = Mutex(values)
        self.refusesWrites = refusesWrites
    }

    /// Everything stored, for assertions.
    public var stored: [SettingKey: String] { values.withLock { $0 } }

    public func value(for key: SettingKey) throws -> String? {
        values.withLock { $0[key] }
    }

    public func setValue(_ value: String?, for key: SettingKey) throws {
        if refusesWrites { throw WriteRefused() }
        values.withLock { $0[key] = value }
    }

    public func removeAll() throws {
        if refusesWrites { throw WriteRefused() }
        values.withLock { $0.removeAll() }
    }
}
