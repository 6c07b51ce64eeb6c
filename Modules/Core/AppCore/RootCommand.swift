import ArgumentParser

/// The command line of a Mosaic executable: shared options, display options, the
/// executable's own options and its plugins' subcommands.
struct RootCommand<App: MosaicApplication>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: App.name, abstract: App.abstract,
            discussion: """
                Runs interactively in a terminal; use --plain to print the first settled screen,
                or --keys "down enter" to replay keys and print the final screen.
                Options of a subcommand go after its name, e.g. '\(App.name) <subcommand> --env stage'.
                """,
            version: App.version,
            subcommands: App.commands.map { $0 as any ParsableCommand.Type })
    }

    @OptionGroup var app: AppOptions
    @OptionGroup(title: "Display") var display: DisplayOptions
    @OptionGroup var extra: App.Options
}
