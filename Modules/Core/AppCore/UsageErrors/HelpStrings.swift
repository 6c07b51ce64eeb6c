import Foundation
import Localization

/// The words of `--help`: ArgumentParser's own (its headings, the values and defaults it lists,
/// its `--help` and `--version` rows) and the shared options' help, in the user's language.
public enum HelpStrings: String, LocalizedKey, CaseIterable {
    case overview = "appcore.help.overview"
    case usage = "appcore.help.usage"
    case arguments = "appcore.help.arguments"
    case options = "appcore.help.options"
    case subcommands = "appcore.help.subcommands"
    /// "See '{command} <subcommand>' for detailed help."
    case seeSubcommand = "appcore.help.seeSubcommand"
    /// "(values: {values})"
    case values = "appcore.help.values"
    /// "(default: {value})"
    case defaultValue = "appcore.help.default"
    /// "(values: {values}; default: {value})"
    case valuesAndDefault = "appcore.help.valuesAndDefault"
    case showHelp = "appcore.help.showHelp"
    case showVersion = "appcore.help.showVersion"
    case showSubcommandHelp = "appcore.help.showSubcommandHelp"
    /// " (default)" after the name of the subcommand that runs when none is named.
    case defaultSubcommand = "appcore.help.defaultSubcommand"
    /// The root command's discussion: interactive, --plain, --keys, where a subcommand's options go.
    case rootDiscussion = "appcore.help.rootDiscussion"
    /// The display options' heading ("Display").
    case displayGroup = "appcore.help.displayGroup"
    case plain = "appcore.help.option.plain"
    case keys = "appcore.help.option.keys"
    case noMouse = "appcore.help.option.noMouse"
    case store = "appcore.help.option.store"
    case language = "appcore.help.option.language"
    case noColor = "appcore.help.option.noColor"
    case verbose = "appcore.help.option.verbose"
    case logFile = "appcore.help.option.logFile"
    case log = "appcore.help.option.log"
    case env = "appcore.help.option.env"
    case baseURL = "appcore.help.option.baseURL"
    case dataFile = "appcore.help.option.dataFile"
    case dataFileLimit = "appcore.help.option.dataFileLimit"
    case latency = "appcore.help.option.latency"
    case failureRate = "appcore.help.option.failureRate"
    case offline = "appcore.help.option.offline"
    case seed = "appcore.help.option.seed"
    /// A listing's `--format`: "Output format: table or json."
    case format = "appcore.help.option.format"

    // The words in angle brackets of the usage line and the option and argument rows: ArgumentParser's
    // own (`<options>`, `<subcommand>`) and the value names of Mosaic's options and arguments
    // (``placeholders``). Values typed as they are (`<mock|stage|prod>`, `memory`) are not words.
    case placeholderOptions = "appcore.help.placeholder.options"
    case placeholderSubcommand = "appcore.help.placeholder.subcommand"
    case placeholderPath = "appcore.help.placeholder.path"
    case placeholderCode = "appcore.help.placeholder.code"
    case placeholderCodes = "appcore.help.placeholder.codes"
    case placeholderSeconds = "appcore.help.placeholder.seconds"
    case placeholderName = "appcore.help.placeholder.name"
    case placeholderNames = "appcore.help.placeholder.names"
    case placeholderKey = "appcore.help.placeholder.key"
    case placeholderKeys = "appcore.help.placeholder.keys"
    case placeholderValue = "appcore.help.placeholder.value"
    case placeholderDate = "appcore.help.placeholder.date"
    case placeholderRate = "appcore.help.placeholder.rate"
    case placeholderSeed = "appcore.help.placeholder.seed"
    case placeholderPort = "appcore.help.placeholder.port"
    case placeholderStatus = "appcore.help.placeholder.status"
    case placeholderInterval = "appcore.help.placeholder.interval"
    case placeholderLatency = "appcore.help.placeholder.latency"
    case placeholderFormat = "appcore.help.placeholder.format"
    case placeholderBaseURL = "appcore.help.placeholder.baseURL"
    case placeholderFailureRate = "appcore.help.placeholder.failureRate"

    /// Each word ArgumentParser writes in angle brackets that has a translation (a part of
    /// `<path|memory>` too), keyed by the English word.
    public static let placeholders: [String: HelpStrings] = [
        "options": .placeholderOptions, "subcommand": .placeholderSubcommand, "path": .placeholderPath,
        "code": .placeholderCode, "codes": .placeholderCodes, "seconds": .placeholderSeconds,
        "name": .placeholderName, "names": .placeholderNames, "key": .placeholderKey,
        "keys": .placeholderKeys,
        "value": .placeholderValue, "date": .placeholderDate, "rate": .placeholderRate,
        "seed": .placeholderSeed,
        "port": .placeholderPort, "status": .placeholderStatus, "interval": .placeholderInterval,
        "latency": .placeholderLatency, "format": .placeholderFormat, "base-url": .placeholderBaseURL,
        "failure-rate": .placeholderFailureRate,
    ]

    public static var bundle: Bundle { .module }
}
