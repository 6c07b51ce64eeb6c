import DataStorage
import Formatting
import Foundation
import Localization
import Output

/// Everything one app keeps on disk: its database files with their sizes and permissions, the
/// records in it (described by the features that own them), its log, and which other Mosaic
/// apps keep data in the same folder. What `data` prints and Settings shows.
public struct AppDataReport: Sendable {
    /// The executable's name.
    public var appName: String
    /// The database file this run uses; nil with `--store memory`.
    public var database: URL?
    /// The database's files that exist (the file, `-wal`, `-shm`).
    public var files: [DataInventory.StoredFile]
    /// The tables with their rows; empty when there is no database file.
    public var records: [DataInventory.TableSummary]
    /// Where `--log` appends.
    public var logPath: URL
    /// That log, when it exists.
    public var log: DataInventory.StoredFile?
    /// The other apps' databases in the same folder (left alone by this app's wipe).
    public var others: [DataInventory.StoredFile]

    /// The folder holding the database; nil with `--store memory`.
    public var folder: URL? { database?.deletingLastPathComponent() }
    /// Whether anything of this app is on disk.
    public var isEmpty: Bool { files.isEmpty && log == nil }
    /// The bytes of every file of this app.
    public var totalBytes: Int64 { files.map(\.bytes).reduce(0, +) + (log?.bytes ?? 0) }

    /// Looks at what the app keeps for `store` (never creating anything).
    public static func inspect(
        appName: String, store: StorageLocation, directories: DataDirectories, records: [StoredRecords]
    ) throws -> AppDataReport {
        let logPath = directories.log(appName: appName)
        guard case .file(let database) = store else {
            return AppDataReport(
                appName: appName, database: nil, files: [], records: [], logPath: logPath,
                log: DataInventory.file(logPath), others: [])
        }
        return AppDataReport(
            appName: appName, database: database, files: DataInventory.databaseFiles(database),
            records: try DataInventory.tables(in: database, described: records) ?? [],
            logPath: logPath, log: DataInventory.file(logPath),
            others: DataInventory.otherDatabases(in: database.deletingLastPathComponent(), except: database))
    }

    /// What every app's features keep, described in the user's language, plus the saved
    /// settings' table (DataStorage's own).
    public static func describedRecords(
        features: [any FeaturePlugin], localizer: Localizer
    ) -> [StoredRecords] {
        [StoredRecords(table: KeyValueStore.tableName, description: localizer[DataStrings.settingsRecords])]
            + features.flatMap { $0.storedRecords(localizer) }
    }

    /// The report as text: the folder, the files, the records, the log, other apps' files.
    public func lines(localizer: Localizer, formatters: Formatters, wipeCommand: String) -> [String] {
        guard let database, let folder else {
            return [localizer.string(DataStrings.memory, ["app": appName])]
        }
        guard !isEmpty else {
            return [localizer.string(DataStrings.nothingStored, ["app": appName, "path": database.path])]
        }
        var lines = [localizer.string(DataStrings.header, ["app": appName, "folder": folder.path]), ""]
        let allFiles = files + (log.map { [$0] } ?? [])
        lines.append(
            TextTable(
                allFiles,
                fields: [
                    .init(localizer[DataStrings.columnFile]) { $0.url.path },
                    .init(localizer[DataStrings.columnSize], alignment: .right) {
                        formatters.bytes($0.bytes)
                    },
                    .init(localizer[DataStrings.columnAccess]) {
                        Self.access(mode: $0.mode, localizer: localizer)
                    },
                ]
            ).render())
        if !records.isEmpty {
            lines.append("")
            lines.append(
                TextTable(
                    records,
                    fields: [
                        .init(localizer[DataStrings.columnRecords]) { $0.description ?? $0.table },
                        .init(localizer[DataStrings.columnRows], alignment: .right) {
                            formatters.number($0.rows)
                        },
                        .init(localizer[DataStrings.columnLastSync]) {
                            $0.lastSync.map { formatters.date($0, style: .dateTime) } ?? "–"
                        },
                    ]
                ).render())
        }
        lines.append("")
        if log == nil {
            lines.append(localizer.string(DataStrings.noLog, ["path": logPath.path]))
        }
        lines.append(localizer[DataStrings.noCache])
        lines.append(localizer[DataStrings.neverStored])
        if !others.isEmpty {
            lines.append(localizer.string(DataStrings.others, ["app": appName]))
            lines += others.map { "  \($0.url.lastPathComponent) (\(formatters.bytes($0.bytes)))" }
        }
        lines.append(localizer.string(DataStrings.wipeHint, ["command": wipeCommand]))
        return lines
    }

    /// "only you" for a file no one else can read or write, else "others too (0644)".
    static func access(mode: Int, localizer: Localizer) -> String {
        mode & 0o077 == 0
            ? localizer[DataStrings.accessPrivate]
            : localizer.string(DataStrings.accessShared, ["mode": octal(mode)])
    }

    /// `0o644` as "0644".
    static func octal(_ mode: Int) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The JSON `data --format json` prints: every key always present (`null` when unknown).
    public var json: JSON {
        JSON(
            app: appName, folder: folder?.path, database: database?.path,
            files: files.map { JSON.File($0) }, bytes: totalBytes,
            records: records.map {
                JSON.Records(
                    table: $0.table, description: $0.description, rows: $0.rows, lastSync: $0.lastSync)
            },
            log: JSON.Log(path: logPath.path, exists: log != nil, bytes: log?.bytes ?? 0),
            others: others.map { JSON.File($0) })
    }

    /// The shape of ``json``.
    public struct JSON: Encodable, Sendable {
        public struct File: Encodable, Sendable {
            let path: String
            let bytes: Int64
            let mode: String

            init(_ file: DataInventory.StoredFile) {
                path = file.url.path
                bytes = file.bytes
                mode = AppDataReport.octal(file.mode)
            }
        }

        public struct Records: Encodable, Sendable {
            let table: String
            @NullWhenUnset var description: String?
            let rows: Int
            @NullWhenUnset var lastSync: Date?

            init(table: String, description: String?, rows: Int, lastSync: Date?) {
                self.table = table
                self.description = description
                self.rows = rows
                self.lastSync = lastSync
            }
        }

        public struct Log: Encodable, Sendable {
            let path: String
            let exists: Bool
            let bytes: Int64
        }

        let app: String
        @NullWhenUnset var folder: String?
        @NullWhenUnset var database: String?
        let files: [File]
        let bytes: Int64
        let records: [Records]
        let log: Log
        let others: [File]

        init(
            app: String, folder: String?, database: String?, files: [File], bytes: Int64, records: [Records],
            log: Log, others: [File]
        ) {
            self.app = app
            self.folder = folder
            self.database = database
            self.files = files
            self.bytes = bytes
            self.records = records
            self.log = log
            self.others = others
        }
    }
}
