import Foundation

/// Reads `Localizable.strings` tables from bundles and lproj directories.
enum StringsTable {
    /// The table file name shared by every module.
    static let fileName = "Localizable.strings"

    /// Why a table could not be read.
    enum Failure: Error, Equatable {
        case unreadable
        case malformed
    }

    /// The URL of `language`'s table in `bundle`, if the bundle ships one.
    static func url(in bundle: Bundle, language: Language) -> URL? {
        bundle.url(
            forResource: "Localizable", withExtension: "strings", subdirectory: nil,
            localization: language.rawValue)
    }

    /// The URL `language`'s table would have under an lproj root directory.
    static func url(inDirectory root: URL, language: Language) -> URL {
        root.appendingPathComponent("\(language.rawValue).lproj", isDirectory: true)
            .appendingPathComponent(fileName, isDirectory: false)
    }

    /// Loads and parses the table at `url`.
    static func load(from url: URL) -> Result<[String: String], Failure> {
        guard let data = try? Data(contentsOf: url) else { return .failure(.unreadable) }
        return parse(data)
    }

    /// Parses old-style plist `.strings` data into key → value.
    static func parse(_ data: Data) -> Result<[String: String], Failure> {
        // The tables Mosaic ships, without the property-list parser (the same result, faster).
        if let table = PlainStringsParser.parse(data) { return .success(table) }
        return propertyListParse(data)
    }

    /// Parses `data` with `PropertyListSerialization` (any old-style property-list table).
    static func propertyListParse(_ data: Data) -> Result<[String: String], Failure> {
        // PropertyListSerialization rejects zero-length data, but an empty table is valid.
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .success([:])
        }
        guard
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
            let dictionary = plist as? [String: Any]
        else { return .failure(.malformed) }
        var table: [String: String] = [:]
        for (key, value) in dictionary {
            guard let string = value as? String else { return .failure(.malformed) }
            table[key] = string
        }
        return .success(table)
    }
}
