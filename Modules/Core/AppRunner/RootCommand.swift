import AppCore
import ArgumentParser

/// The command line of a Mosaic executable: shared options, display options, the
/// executable's own options and its plugins' subcommands.
struct RootCommand<App: MosaicApplication>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: App.name, abstract: App.abstract,
            discussion: HelpStrings.rootDiscussion.commandLineText(["app": App.name]),
            version: App.version,
            subcommands: App.commands.map { $0 as any ParsableCommand.Type } + App.commandGroups + [
                DataCommand.self
            ])
    }

    /// Left out of the help of a demo whose fakes stand in for every service (it refuses them).
    @OptionGroup(visibility: App.showsServerOptions ? .default : .private) var server: ServerOptions
    @OptionGroup var device: DeviceOptions
    @OptionGroup(title: HelpStrings.displayGroup.commandLineText) var display: DisplayOptions
    @OptionGroup var extra: App.Options

    /// All the shared options.
    var app: AppOptions { AppOptions(server: server, device: device) }

    /// The help of `command` as `--help` prints it at `columns`, in the command line's language.
    static func help(for command: any ParsableCommand.Type, columns: Int) -> String {
        help(helpMessage(for: command, columns: HelpLayout.unwrapped), columns: columns)
    }

    /// `text`, help ArgumentParser wrote at ``HelpLayout/unwrapped`` columns, as `--help` prints
    /// it (``HelpText``): in a demo that refuses the server options, their rows left out; in the
    /// command line's language (``CommandLineLanguage/localizer``), wrapped to `columns`.
    static func help(_ text: String, columns: Int) -> String {
        let help =
            App.showsServerOptions
            ? text : HelpText.removingServerOptions(text, columns: HelpLayout.unwrapped)
        return HelpText.localized(help, columns: columns, CommandLineLanguage.localizer)
    }
}

/// The executable's own options (`App.Options`, e.g. a demo's `--scenario`) wherever they were
/// typed. ArgumentParser accepts a root option after a subcommand's name (`store rules --now X`)
/// but hands the subcommand only its own values; reading them again here makes every accepted
/// option take effect in subcommands too.
struct RootOptions<App: MosaicApplication>: ParsableCommand {
    @OptionGroup var extra: App.Options
    @Argument(parsing: .allUnrecognized) var others: [String] = []

    /// The executable options found anywhere in `arguments`.
    static func extra(in arguments: [String]) throws -> App.Options {
        try parse(optionWords(arguments)).extra
    }

    /// The words of `arguments` an option can be made of: each word starting with `-` and the word
    /// after it (its value, if it takes one). `App.Options` declares options only, so the positional
    /// words in between (10,000 product codes for `store price`) are left out: ArgumentParser
    /// spends quadratic time collecting a long list of leftovers.
    static func optionWords(_ arguments: [String]) -> [String] {
        var words: [String] = []
        var keepNext = false
        for argument in arguments {
            if argument.hasPrefix("-") {
                words.append(argument)
                keepNext = true
            } else if keepNext {
                words.append(argument)
                keepNext = false
            }
        }
        return words
    }
}
