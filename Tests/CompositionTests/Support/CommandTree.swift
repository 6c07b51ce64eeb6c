import ArgumentParser

/// Every command under `command` (itself first), each with its path of command names after `path`.
func commandTree(
    under command: any ParsableCommand.Type, path: [String] = []
) -> [(path: [String], command: any ParsableCommand.Type)] {
    [(path, command)]
        + command.configuration.subcommands.flatMap { sub in
            commandTree(under: sub, path: path + [sub._commandName])
        }
}
