import Foundation
import Synchronization

/// Parsed string tables per bundle and language, loaded once and shared across threads.
final class StringTableCache: Sendable {
    private struct Key: Hashable {
        let bundlePath: String
        let language: Language
    }

    /// The process's cache (tables do not change while it runs).
    static let shared = StringTableCache()

    private let tables = Mutex<[Key: [String: String]]>([:])

    /// Whether `language`'s table in `bundle` has been read.
    func isLoaded(_ bundle: Bundle, language: Language) -> Bool {
        let key = Key(bundlePath: bundle.bundlePath, language: language)
        return tables.withLock { $0[key] != nil }
    }

    /// `language`'s table in `bundle`; empty when the bundle has none or it does not parse,
    /// so lookups fall back instead of failing at runtime (the audit reports such files).
    func table(for bundle: Bundle, language: Language) -> [String: String] {
        let key = Key(bundlePath: bundle.bundlePath, language: language)
        if let cached = tables.withLock({ $0[key] }) { return cached }
        // Parse outside the lock; a concurrent duplicate load yields the same table.
        let loaded: [String: String]
        if let url = StringsTable.url(in: bundle, language: language),
            case .success(let table) = StringsTable.load(from: url)
        {
            loaded = table
        } else {
            loaded = [:]
        }
        tables.withLock { $0[key] = loaded }
        return loaded
    }
}
