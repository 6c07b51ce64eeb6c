import ArgumentParser
import DataStorage
import Foundation
import Localization

/// The command line's messages: the argument parser's errors re-worded, the shared options'
/// checks, and storage problems, in the user's language.
public enum UsageStrings: String, LocalizedKey, CaseIterable {
    case unknownOption = "appcore.usage.unknownOption"
    case unknownOptionSuggestion = "appcore.usage.unknownOptionSuggestion"
    case missingValue = "appcore.usage.missingValue"
    case unexpectedValue = "appcore.usage.unexpectedValue"
    case unexpectedArgument = "appcore.usage.unexpectedArgument"
    case unexpectedArguments = "appcore.usage.unexpectedArguments"
    case invalidValue = "appcore.usage.invalidValue"
    case invalidValueChoices = "appcore.usage.invalidValueChoices"
    case invalidValueReason = "appcore.usage.invalidValueReason"
    case missingArgument = "appcore.usage.missingArgument"
    case missingOneOf = "appcore.usage.missingOneOf"
    case missingSubcommand = "appcore.usage.missingSubcommand"
    /// "Choose a subcommand: {choices}." (a command group run without one).
    case chooseSubcommand = "appcore.usage.chooseSubcommand"
    case duplicate = "appcore.usage.duplicate"
    case invalidOption = "appcore.usage.invalidOption"
    case seeHelp = "appcore.usage.seeHelp"
    case keysHint = "appcore.usage.keysHint"
    case unsupportedLanguage = "appcore.usage.unsupportedLanguage"
    case failureRate = "appcore.usage.failureRate"
    case latency = "appcore.usage.latency"
    case baseURLInvalid = "appcore.usage.baseURLInvalid"
    case baseURLNeedsEnv = "appcore.usage.baseURLNeedsEnv"
    case prodNeedsHTTPS = "appcore.usage.prodNeedsHTTPS"
    case dataFileLimit = "appcore.usage.dataFileLimit"
    /// `--data-file-limit` without `--data-file`: it would do nothing.
    case dataFileLimitAlone = "appcore.usage.dataFileLimitAlone"
    case storeEmpty = "appcore.usage.storeEmpty"
    case plainAndKeys = "appcore.usage.plainAndKeys"
    case noMouseWithPlain = "appcore.usage.noMouseWithPlain"
    /// "{options} are for the app's screens; a subcommand prints its own output."
    case displayOptionsForScreens = "appcore.usage.displayOptionsForScreens"
    case dataFileWithEnv = "appcore.usage.dataFileWithEnv"
    case dataFileUnsupported = "appcore.usage.dataFileUnsupported"
    case notADate = "appcore.usage.notADate"
    case invalidEnvironment = "appcore.usage.invalidEnvironment"
    /// "{option}: '{value}' is not one of {choices}."
    case notAChoice = "appcore.usage.notAChoice"
    case onlyForScreens = "appcore.usage.onlyForScreens"
    /// "{options} apply to the store's commands ({example})."
    case optionsOfAnotherProduct = "appcore.usage.optionsOfAnotherProduct"
    /// "{options}: these set up the store, which --only leaves out; add it (--only {only},store)."
    case optionsNeedStore = "appcore.usage.optionsNeedStore"
    /// "This command uses only what is stored on this device; leave out {options}."
    case serverOptionsUnused = "appcore.usage.serverOptionsUnused"
    /// "{options} shape the mock environment; the {env} server answers by itself …"
    case mockOptionsOnly = "appcore.usage.mockOptionsOnly"
    /// "'{value}' is too long for an identifier: {count} characters, at most {maximum}."
    case identifierTooLong = "appcore.usage.identifierTooLong"
    /// "'{value}' contains control characters; an identifier is plain text."
    case identifierControl = "appcore.usage.identifierControl"

    public static var bundle: Bundle { .module }

    /// "Unsupported language 'xx'. Supported languages: en (English), …" in `localizer`'s language.
    public static func message(_ error: UnsupportedLanguageError, _ localizer: Localizer) -> String {
        let choices = error.supported.map { "\($0.rawValue) (\($0.displayName))" }.joined(separator: ", ")
        return localizer.string(
            unsupportedLanguage, ["requested": UsageText.bounded(error.requested), "choices": choices])
    }

    /// "Choose a subcommand: show, add or remove." for a command group run without one.
    public static func chooseSubcommand(_ choices: [String], _ localizer: Localizer) -> CommandFailure {
        CommandFailure(
            localizer.string(chooseSubcommand, ["choices": choices.joined(separator: ", ")]),
            exitCode: ExitStatus.usage)
    }
}

/// The reasons a storage error gives, in the user's language.
enum ReasonStrings: String, LocalizedKey, CaseIterable {
    case emptyPath = "appcore.reason.emptyPath"
    case namesDirectory = "appcore.reason.namesDirectory"
    case namesHome = "appcore.reason.namesHome"
    case standardInput = "appcore.reason.standardInput"
    case permissionDenied = "appcore.reason.permissionDenied"
    case readOnly = "appcore.reason.readOnly"
    case noSpace = "appcore.reason.noSpace"
    case notFound = "appcore.reason.notFound"
    case notAFolder = "appcore.reason.notAFolder"
    case locked = "appcore.reason.locked"
    /// "{path} is a file, not a folder" (a file where the database's folder should be).
    case fileInPath = "appcore.reason.fileInPath"
    /// EPIPE: the program reading the output (`| head`) went away.
    case brokenPipe = "appcore.reason.brokenPipe"
    /// EBADF: the output was closed before the app started (`>&-`).
    case streamClosed = "appcore.reason.streamClosed"
    case ioError = "appcore.reason.ioError"
    /// EISDIR: a folder where a file to write should be.
    case isAFolder = "appcore.reason.isAFolder"
    /// ENXIO: a named pipe opened for writing that no program reads.
    case noReader = "appcore.reason.noReader"
    /// `--store /dev/null`: a device, a pipe or a socket.
    case notARegularFile = "appcore.reason.notARegularFile"
    /// A folder for the database cannot be made: a file has its name.
    case fileHasTheName = "appcore.reason.fileHasTheName"
    /// SQLite's "file is not a database": the file does not start with SQLite's header.
    case notSQLite = "appcore.reason.notSQLite"
    /// SQLite's "database disk image is malformed".
    case malformed = "appcore.reason.malformed"
    case quotaExceeded = "appcore.reason.quotaExceeded"
    /// EFBIG: a file over the size the system allows this process (`ulimit -f`).
    case fileTooLarge = "appcore.reason.fileTooLarge"
    /// ENAMETOOLONG: a path, or one of its names, longer than the system takes.
    case nameTooLong = "appcore.reason.nameTooLong"
    /// ELOOP: symbolic links that lead to each other.
    case symlinkLoop = "appcore.reason.symlinkLoop"
    /// "the home folder {path} does not exist" (`HOME` names a folder that is not there).
    case homeMissing = "appcore.reason.homeMissing"

    static var bundle: Bundle { .module }

    /// The translation of a reason DataStorage, the C library or SQLite gave in English; a reason
    /// not known here is kept as it is (it still names the cause).
    static func translate(_ reason: String, _ localizer: Localizer) -> String {
        let known: [String: ReasonStrings] = [
            "the path is empty": .emptyPath,
            "it names a directory, not a database file": .namesDirectory,
            "it is a directory": .namesDirectory,
            "it names the home directory, not a database file": .namesHome,
            "a database cannot be read from standard input": .standardInput,
            "permission denied": .permissionDenied,
            "read-only file system": .readOnly,
            "attempt to write a readonly database": .readOnly,
            "no space left on device": .noSpace,
            "database or disk is full": .noSpace,
            "no such file or directory": .notFound,
            "not a directory": .notAFolder,
            "database is locked": .locked,
            "broken pipe": .brokenPipe,
            "bad file descriptor": .streamClosed,
            "input/output error": .ioError,
            "is a directory": .isAFolder,
            "no such device or address": .noReader,
            "it is not a regular file": .notARegularFile,
            "a file with that name already exists": .fileHasTheName,
            "disk i/o error": .ioError,
            "file is not a database": .notSQLite,
            "database disk image is malformed": .malformed,
            "disk quota exceeded": .quotaExceeded,
            "file too large": .fileTooLarge,
            "file name too long": .nameTooLong,
            "too many levels of symbolic links": .symlinkLoop,
        ]
        let fileSuffix = " is a file, not a directory"
        if reason.hasSuffix(fileSuffix) {
            return localizer.string(
                fileInPath, ["path": UsageText.bounded(String(reason.dropLast(fileSuffix.count)))])
        }
        let (homePrefix, homeSuffix) = ("the home folder ", " does not exist")
        if reason.hasPrefix(homePrefix), reason.hasSuffix(homeSuffix) {
            let path = reason.dropFirst(homePrefix.count).dropLast(homeSuffix.count)
            return localizer.string(homeMissing, ["path": UsageText.bounded(String(path))])
        }
        return known[reason.lowercased()].map { localizer[$0] } ?? reason
    }
}

/// Storage problems (exit 73 and the `--store` usage errors) in the user's language.
public enum StorageStrings: String, LocalizedKey, CaseIterable {
    case invalidStore = "appcore.storage.invalidStore"
    case cannotCreateDirectory = "appcore.storage.cannotCreateDirectory"
    case cannotOpenMemory = "appcore.storage.cannotOpenMemory"
    case cannotOpen = "appcore.storage.cannotOpen"
    case notADatabase = "appcore.storage.notADatabase"
    case corrupt = "appcore.storage.corrupt"
    case notTheApps = "appcore.storage.notTheApps"
    case emptyFile = "appcore.storage.emptyFile"
    case folderShared = "appcore.storage.folderShared"
    case migrationFailed = "appcore.storage.migrationFailed"
    case `internal` = "appcore.storage.internal"

    public static var bundle: Bundle { .module }
}

extension StorageError {
    /// The sentence for this error in `localizer`'s language; paths are quoted at most 200
    /// characters long, reasons the system gives are translated where they are known.
    public func message(_ localizer: Localizer) -> String {
        func reason(_ text: String) -> String { ReasonStrings.translate(text, localizer) }
        func path(_ location: StorageLocation) -> String {
            switch location {
            case .memory: "memory"
            case .file(let url): UsageText.bounded(url.path)
            }
        }
        switch self {
        case .invalidStoreArgument(let argument, let why):
            return localizer.string(
                StorageStrings.invalidStore, ["value": UsageText.bounded(argument), "reason": reason(why)])
        case .cannotCreateDirectory(let directory, let why):
            return localizer.string(
                StorageStrings.cannotCreateDirectory,
                ["path": UsageText.bounded(directory.path), "reason": reason(why)])
        case .cannotOpen(.memory, let why):
            return localizer.string(StorageStrings.cannotOpenMemory, ["reason": reason(why)])
        case .cannotOpen(let location, let why):
            return localizer.string(
                StorageStrings.cannotOpen, ["path": path(location), "reason": reason(why)])
        case .notADatabase(let file, let why):
            return localizer.string(
                StorageStrings.notADatabase, ["path": UsageText.bounded(file.path), "reason": reason(why)])
        case .corrupt(let file, let why):
            return localizer.string(
                StorageStrings.corrupt, ["path": UsageText.bounded(file.path), "reason": reason(why)])
        case .notTheAppsDatabase(let file):
            return localizer.string(StorageStrings.notTheApps, ["path": UsageText.bounded(file.path)])
        case .emptyFile(let file):
            return localizer.string(StorageStrings.emptyFile, ["path": UsageText.bounded(file.path)])
        case .migrationFailed(_, let location, let why):
            return localizer.string(
                StorageStrings.migrationFailed, ["path": path(location), "reason": reason(why)])
        case .duplicateMigration, .invalidMigration, .notAssembled:
            // A programming error: the English detail names the module to fix.
            return localizer.string(StorageStrings.internal, ["detail": localizedDescription])
        }
    }
}
