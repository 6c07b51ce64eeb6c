import ArgumentParser
import Foundation
import Localization

extension ArgumentHelp {
    /// Help for an option in the command line's language (``CommandLineLanguage/localizer``),
    /// looked up each time help is written: ArgumentParser builds a command's options anew for
    /// its help, inside the run that knows the language.
    public static func localized<Key: LocalizedKey>(
        _ key: Key, _ arguments: [String: String] = [:], valueName: String? = nil
    ) -> ArgumentHelp {
        ArgumentHelp(key.commandLineText(arguments), valueName: valueName)
    }
}

extension LocalizedKey {
    /// This key's words in the command line's language (a command's `abstract` and `discussion`).
    public var commandLineText: String { CommandLineLanguage.localizer[self] }

    /// This key's words in the command line's language, its `{name}` placeholders filled in.
    public func commandLineText(_ arguments: [String: String]) -> String {
        CommandLineLanguage.localizer.string(self, arguments)
    }
}

extension CommandConfiguration {
    /// A command named `name` whose `--help` words are `abstract`'s and `discussion`'s in the
    /// command line's language (``CommandLineLanguage/localizer``), looked up each time help is
    /// written (a command's `configuration` is a computed property); `arguments` fill the
    /// discussion's `{name}` placeholders.
    public static func localized<Key: LocalizedKey>(
        _ name: String, abstract: Key, discussion: Key? = nil, _ arguments: [String: String] = [:],
        subcommands: [any ParsableCommand.Type] = [], defaultSubcommand: (any ParsableCommand.Type)? = nil
    ) -> CommandConfiguration {
        CommandConfiguration(
            commandName: name, abstract: abstract.commandLineText,
            discussion: discussion?.commandLineText(arguments) ?? "", subcommands: subcommands,
            defaultSubcommand: defaultSubcommand)
    }
}
