import AppCore
import ArgumentParser
import DataStorage
import Formatting
import Foundation
import Localization
import Logging
import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The one entry point every Mosaic executable's `main.swift` calls.
public enum MosaicMain<App: MosaicApplication> {
    /// Parses the process arguments, runs the app or subcommand, and exits.
    @MainActor
    public static func main() async -> Never {
        // Everything the app creates (databases with their -wal/-shm files, logs) is private to
        // the user from the moment it exists: no later chmod, no window in which others can read.
        umask(0o077)
        // A reader that goes away (`| head`) makes a write fail with EPIPE instead of killing the
        // process: the failure is reported and the run exits 74, as the README's table says.
        signal(SIGPIPE, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        // `--version` alone answers before the command tree is built (a start under 15 ms); a
        // failed write takes the full path, which reports it in the user's language (exit 74).
        if arguments == ["--version"],
            (try? FileHandle.standardOutput.write(contentsOf: Data((App.version + "\n").utf8))) != nil
        {
            exit(ExitStatus.success)
        }
        // What the first frame will need is prepared on another core while this one parses (the
        // environment is read once: Foundation builds a dictionary of it at every read).
        let environment = ProcessInfo.processInfo.environment
        HelpText.keepArgumentParserWrappable(environment: environment)
        let warmUp = StartupWarmUp.begin(App.self, arguments: arguments, environment: environment)
        ReleasedAtExit.process.keepUntilExit()  // what a command is done with is freed at exit
        let bootstrap = AppBootstrap(
            appName: App.name, defaultLanguage: App.defaultLanguage, environment: environment)
        let status = await run(arguments, bootstrap: bootstrap, bootstrapLogging: true)
        warmUp?.finish()
        exit(status)
    }

    /// Runs with `arguments` and returns the exit code (tests call this directly).
    @MainActor
    public static func run(
        _ arguments: [String],
        bootstrap: AppBootstrap = AppBootstrap(appName: App.name, defaultLanguage: App.defaultLanguage),
        errors: TextOutput = .standardError, bootstrapLogging: Bool = false
    ) async -> Int32 {
        var bootstrap = bootstrap
        // A hosted product's subcommand speaks that product's language by default.
        if bootstrap.defaultLanguage == App.defaultLanguage {
            bootstrap.defaultLanguage = App.defaultLanguage(for: arguments)
        }
        // Until the command line is understood, its messages use --language or the environment.
        let commandLine = Localizer(
            language: CommandLineLanguage.resolve(
                arguments: arguments, environment: bootstrap.environment,
                appDefault: bootstrap.defaultLanguage))
        return await CommandLineLanguage.$localizer.withValue(commandLine) {
            await parseAndRun(
                arguments, bootstrap: bootstrap, errors: errors, bootstrapLogging: bootstrapLogging,
                commandLine: commandLine)
        }
    }

    @MainActor
    private static func parseAndRun(
        _ arguments: [String], bootstrap: AppBootstrap, errors: TextOutput, bootstrapLogging: Bool,
        commandLine: Localizer
    ) async -> Int32 {
        let command: any ParsableCommand
        do {
            command = try RootCommand<App>.parseAsRoot(arguments)
        } catch {
            let status = report(error, localizer: commandLine, output: bootstrap.output, errors: errors)
            if status != ExitStatus.success, let hint = DisplayOptions.keysHint(for: arguments, commandLine) {
                errors.line(hint)
            }
            return status
        }
        let options =
            (command as? RootCommand<App>)?.app ?? (command as? any PluginCommand)?.app
            ?? (command as? any StandaloneCommand)?.app
        guard let options else {
            // Only help-like commands are left; ArgumentParser knows what to print.
            var command = command
            do {
                try command.run()
            } catch {
                return report(error, localizer: commandLine, output: bootstrap.output, errors: errors)
            }
            return ExitStatus.success
        }
        if let refusal = unusedOptions(command, options: options, arguments: arguments, commandLine) {
            errors.line("error: " + refusal)
            return ExitStatus.usage
        }
        let isInteractive =
            (command as? RootCommand<App>).map { !$0.display.plain && $0.display.keys == nil } ?? false
        let logs =
            bootstrapLogging
            ? LogSetup.bootstrap(
                options: options, interactive: isInteractive, errors: errors,
                directories: DataDirectories(environment: bootstrap.environment), appName: App.name,
                localizer: commandLine) : nil
        defer { logs?.flush() }

        if let standalone = command as? any StandaloneCommand {
            return await runStandalone(
                standalone, options: options, arguments: arguments, bootstrap: bootstrap, errors: errors,
                commandLine: commandLine)
        }

        // A slow --data-file run, or a subcommand reading a file option (`--codes-file`), shows
        // progress on stderr until its first output (not over a screen).
        let inputFile = options.dataSource?.filePath ?? (command as? any ReadsOptionFile)?.optionFilePath
        let progress =
            inputFile == nil || isInteractive || !bootstrap.showsProgress
            ? nil : DataFileProgress(clock: bootstrap.clock, errors: errors, isTerminal: errors.isTerminal)
        defer { progress?.stop() }
        let errors = progress.map { progress in errors.beforeEachWrite { progress.stop() } } ?? errors
        var bootstrap = bootstrap
        if let progress { bootstrap.output = bootstrap.output.beforeEachWrite { progress.stop() } }

        let context: AppContext
        do {
            let extra = try (command as? RootCommand<App>)?.extra ?? RootOptions<App>.extra(in: arguments)
            let plugins =
                try (command as? any PluginCommand).map { try App.plugins(extra, running: $0) }
                ?? App.plugins(extra)
            context = try bootstrap.makeContext(
                options: options, plugins: plugins, scripting: command is any PluginCommand)
        } catch let error as BootstrapError {
            errors.line("error: " + error.message(commandLine))
            return error.exitCode
        } catch let failure as CommandFailure {
            errors.line("error: \(failure.message)")
            return failure.exitCode
        } catch {
            // Building the plugins from the options failed some other way: a usage problem,
            // said in the user's language (its detail logged).
            _ = report(error, localizer: commandLine, errors: errors)
            return ExitStatus.usage
        }

        if let progress, let inputFile {
            progress.start(
                message: DataFileProgress.message(reading: inputFile, localizer: context.localizer))
        }
        let database = RunDatabase(context, errors: errors)
        let status = await work(command, context: context, bootstrap: bootstrap, errors: errors)
        database.end(status: status)
        // A listing that could not be written (a full disk, a closed pipe) is not a success.
        if let failure = TextOutput.standardOutputFailureMessage(context.localizer) {
            errors.line("error: " + failure)
            return ExitStatus.ioError
        }
        return status
    }

    /// A subcommand that needs no container (`data`): the language, the folders and the features'
    /// descriptions of their tables, and never the database.
    @MainActor
    private static func runStandalone(
        _ command: any StandaloneCommand, options: AppOptions, arguments: [String], bootstrap: AppBootstrap,
        errors: TextOutput, commandLine: Localizer
    ) async -> Int32 {
        let context: StandaloneContext
        do {
            let language = try LanguageResolver(appDefault: bootstrap.defaultLanguage).resolve(
                option: options.language, environment: options.language == nil ? bootstrap.environment : [:])
            let localizer = Localizer(language: language)
            let extra = try RootOptions<App>.extra(in: arguments)
            context = StandaloneContext(
                appName: App.name, localizer: localizer,
                formatters: bootstrap.formattersWithoutStore(localizer),
                output: bootstrap.output, errors: errors,
                directories: DataDirectories(environment: bootstrap.environment),
                store: try StorageLocation(
                    argument: options.store, appName: App.name, environment: bootstrap.environment),
                features: try App.plugins(extra).flatMap { $0.features },
                confirm: { question in bootstrap.confirm(question, errors) })
        } catch let error as StorageError {
            errors.line("error: " + error.message(commandLine))
            return ExitStatus.usage
        } catch let error as UnsupportedLanguageError {
            errors.line("error: " + UsageStrings.message(error, commandLine))
            return ExitStatus.usage
        } catch let failure as CommandFailure {
            errors.line("error: \(failure.message)")
            return failure.exitCode
        } catch {
            errors.line("error: \(error.localizedDescription)")
            return ExitStatus.usage
        }
        do {
            try await command.run(in: context)
        } catch {
            return report(error, localizer: context.localizer, errors: errors)
        }
        // `cd "$(packs data path)"` relies on it: output that could not be written is no success.
        if let failure = TextOutput.standardOutputFailureMessage(context.localizer) {
            errors.line("error: " + failure)
            return ExitStatus.ioError
        }
        return ExitStatus.success
    }

    /// Prints `error` in the user's language (a ``UserFacingError``'s own sentence, else the generic
    /// one), logs its English detail, and returns the exit status it ends the run with.
    @MainActor
    private static func report(_ error: any Error, localizer: Localizer, errors: TextOutput) -> Int32 {
        let failure = error as? any UserFacingError
        let detail = failure?.logDetail ?? String(describing: error)
        if !detail.isEmpty { Logger(label: "mosaic.\(App.name)").notice("\(detail)") }
        errors.line("error: " + localizer.message(for: error))
        return failure?.exitStatus ?? ExitStatus.failure
    }

    /// The screens or the subcommand, once the context is built.
    @MainActor
    private static func work(
        _ command: any ParsableCommand, context: AppContext, bootstrap: AppBootstrap, errors: TextOutput
    ) async -> Int32 {
        if let root = command as? RootCommand<App> {
            return await runScreens(
                root, context: context, environment: bootstrap.environment, errors: errors,
                settleTimeout: bootstrap.settleTimeout)
        }
        guard let subcommand = command as? any PluginCommand else { return ExitStatus.failure }
        do {
            try await subcommand.run(in: context)
            return ExitStatus.success
        } catch {
            return report(error, localizer: context.localizer, errors: errors)
        }
    }

    @MainActor
    private static func runScreens(
        _ command: RootCommand<App>, context: AppContext, environment: [String: String], errors: TextOutput,
        settleTimeout: Duration?
    ) async -> Int32 {
        let root: any Screen
        do {
            root = try context.makeLocalizedRoot(title: App.title)
        } catch {
            return report(error, localizer: context.localizer, errors: errors)
        }
        var now: (@Sendable () -> Date)?
        if let clock = context.resolver.resolve(WallClock.self) { now = { clock.now() } }
        let runner = ScreenRunner(
            display: command.display,
            theme: Theme.resolve(
                noColorFlag: command.app.noColor, environment: environment, preferred: context.launch.theme),
            labels: context.chromeLabels(in: context.localizer.language), output: context.output,
            errors: errors,
            size: ScreenRunner.headlessSize(environment: environment),
            settleTimeout: ScreenRunner.settleTimeout(settleTimeout, mockLatency: command.app.latency),
            now: now, localizer: context.localizer)
        return await runner.run(root)
    }

    /// Prints help or the version the way ArgumentParser would, or a parse error as one line in
    /// `localizer`'s language with where help is, and returns the exit code.
    private static func report(
        _ error: any Error, localizer: Localizer, output: TextOutput, errors: TextOutput
    ) -> Int32 {
        let status = RootCommand<App>.exitCode(for: error).rawValue
        if status == ExitStatus.success {
            let help = RootCommand<App>.fullMessage(for: error, columns: HelpLayout.unwrapped)
            if !help.isEmpty {
                output.line(RootCommand<App>.help(help, columns: HelpText.columns()))
            }
            // Help or a version that could not be written (a full disk, a closed pipe) is no success.
            if let failure = TextOutput.standardOutputFailureMessage(localizer) {
                errors.line("error: " + failure)
                return ExitStatus.ioError
            }
            return status
        }
        let fullMessage = RootCommand<App>.fullMessage(for: error)
        let message = RootCommand<App>.message(for: error)
        if !message.isEmpty {
            errors.line(
                "error: "
                    + boundingQuotes(UsageText.line(message: message, fullMessage: fullMessage, localizer)))
        }
        return status
    }
}
