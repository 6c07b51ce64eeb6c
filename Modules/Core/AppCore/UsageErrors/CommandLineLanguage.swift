import ArgumentParser
import Localization

/// The language of messages about the command line itself, decided before it is understood:
/// `--language` when it is given and supported, else `LC_ALL`, `LC_MESSAGES`, `LANG`, else the
/// app's default. (A language chosen in Settings lives in the database, which a command line
/// that does not parse never opens.)
public enum CommandLineLanguage {
    /// The localizer option checks (`validate()`) word their errors with; ``MosaicMain`` sets it
    /// for the duration of parsing. Outside a parse it is English.
    @TaskLocal public static var localizer = Localizer(language: .en)

    /// The language for `arguments` (only those before a `--`) in `environment`.
    public static func resolve(
        arguments: [String], environment: [String: String], appDefault: Language
    ) -> Language {
        var requested: String?
        var index = arguments.startIndex
        while index < arguments.endIndex, arguments[index] != "--" {
            let argument = arguments[index]
            if argument == "--language", arguments.indices.contains(index + 1) {
                requested = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix("--language=") {
                requested = String(argument.dropFirst("--language=".count))
            }
            index += 1
        }
        if let requested, let language = Language(identifier: requested) {
            return language
        }
        // An unsupported --language is itself reported, in the environment's language.
        return (try? LanguageResolver(appDefault: appDefault).resolve(option: nil, environment: environment))
            ?? appDefault
    }
}

extension ValidationError {
    /// A `validate()` failure worded in the language of the command line being parsed
    /// (``CommandLineLanguage/localizer``); it exits 64 like every usage error.
    public static func localized<Key: LocalizedKey>(_ key: Key, _ arguments: [String: String] = [:])
        -> ValidationError
    {
        ValidationError(CommandLineLanguage.localizer.string(key, arguments))
    }
}
