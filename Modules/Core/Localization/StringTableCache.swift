import Foundation
import Synchronization

/// Parsed string tables per bundle and language, loaded once and shared across threads.
final class StringTableCache: Sendable {
    /// A bundle by identity: `Bundle.bundlePath` is slow on Linux, and command-line help looks up
    /// each of its strings every time ArgumentParser builds a command's options (often).
    private struct Key: Hashable {
        let bundle: ObjectIdentifier
        let language: Language
    }

    /// A table, and its bundle kept alive so that its identifier is never another bundle's.
    private struct Entry {
        let bundle: Bundle
        let table: [String: String]
    }

    /// The process's cache (tables do not change while it runs).
    static let shared = StringTableCache()

    private let tables = Mutex<[Key: Entry]>([:])

    /// Whether `language`'s table in `bundle` has been read.
    func isLoaded(_ bundle: Bundle, language: Language) -> Bool {
        let key = Key(bundle: ObjectIdentifier(bundle), language: language)
        return tables.withLock { $0[key] != nil }
    }

    /// `language`'s table in `bundle`; empty when the bundle has none or it does not parse,
    /// so lookups fall back instead of failing at runtime (the audit reports such files).
    func table(for bundle: Bundle, language: Language) -> [String: String] {
        let key = Key(bundle: ObjectIdentifier(bundle), language: language)
        if let cached = tables.withLock({ $0[key]?.table }) { return cached }
        // Parse outside the lock; a concurrent duplicate load yields the same table.
        let loaded: [String: String]
        if let url = StringsTable.url(in: bundle, language: language),
            case .success(let table) = StringsTable.load(from: url)
        {
            loaded = table
        } else {
            loaded = [:]
        }
        tables.withLock { $0[key] = Entry(bundle: bundle, table: loaded) }
        return loaded
    }
}
