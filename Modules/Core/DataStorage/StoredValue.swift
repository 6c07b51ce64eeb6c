import Foundation
import GRDB

/// How a ``KeyValueStore`` value is kept in SQLite: String, Int, Bool and Date in native columns
/// (readable with the sqlite3 shell), everything else as JSON text.
enum StoredValue: Equatable {
    case string(String)
    case int(Int64)
    case bool(Bool)
    /// Seconds since the reference date, as a REAL: exact, unlike a formatted date string.
    case date(Double)
    case json(String)

    /// The kind stored next to the value, so a read with another type fails clearly.
    var kind: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .bool: "Bool"
        case .date: "Date"
        case .json: "JSON"
        }
    }

    var databaseValue: DatabaseValue {
        switch self {
        case .string(let text), .json(let text): text.databaseValue
        case .int(let number): number.databaseValue
        case .bool(let flag): (flag ? 1 : 0).databaseValue
        case .date(let seconds): seconds.databaseValue
        }
    }

    /// The kind a value of type `V` is stored as; the native types are matched exactly so a
    /// generic caller and a concrete caller always agree.
    static func kind<V>(for type: V.Type) -> String {
        if type == String.self { return "String" }
        if type == Int.self { return "Int" }
        if type == Bool.self { return "Bool" }
        if type == Date.self { return "Date" }
        return "JSON"
    }

    /// Encodes `value`, natively when it is a String, Int, Bool or Date.
    static func encode<V: Encodable>(_ value: V, key: String) throws(KeyValueStoreError) -> StoredValue {
        // Dispatch on the static type, not the dynamic value, to agree with `kind(for:)`.
        switch (kind(for: V.self), value) {
        case ("String", let text as String): return .string(text)
        case ("Int", let number as Int): return .int(Int64(number))
        case ("Bool", let flag as Bool): return .bool(flag)
        case ("Date", let date as Date): return .date(date.timeIntervalSinceReferenceDate)
        default:
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                let data = try encoder.encode(value)
                guard let text = String(data: data, encoding: .utf8) else {
                    throw KeyValueStoreError.encodingFailed(key: key, type: "\(V.self)", reason: "not UTF-8")
                }
                return .json(text)
            } catch let error as KeyValueStoreError {
                throw error
            } catch {
                throw .encodingFailed(key: key, type: "\(V.self)", reason: "\(error)")
            }
        }
    }

    /// Reads back a `V` from a stored row, checking the recorded kind first.
    static func decode<V: Decodable>(
        _ type: V.Type, kind: String, value: DatabaseValue, key: String
    ) throws(KeyValueStoreError) -> V {
        let requested = Self.kind(for: type)
        guard kind == requested else {
            throw .typeMismatch(
                key: key, stored: kind, requested: requested == "JSON" ? "\(type)" : requested)
        }
        let decoded: Any
        switch (kind, value.storage) {
        case ("String", .string(let text)): decoded = text
        case ("Int", .int64(let number)):
            guard let exact = Int(exactly: number) else {
                throw .malformedValue(key: key, reason: "\(number) does not fit in Int")
            }
            decoded = exact
        case ("Bool", .int64(let number)) where number == 0 || number == 1: decoded = number == 1
        case ("Date", .double(let seconds)): decoded = Date(timeIntervalSinceReferenceDate: seconds)
        case ("Date", .int64(let seconds)): decoded = Date(timeIntervalSinceReferenceDate: Double(seconds))
        case ("JSON", .string(let text)):
            do {
                return try JSONDecoder().decode(type, from: Data(text.utf8))
            } catch {
                throw .decodingFailed(key: key, type: "\(type)", reason: "\(error)")
            }
        default:
            throw .malformedValue(key: key, reason: "a \(kind) value stored as \(value)")
        }
        guard let result = decoded as? V else {
            throw .malformedValue(key: key, reason: "cannot convert to \(type)")
        }
        return result
    }
}
