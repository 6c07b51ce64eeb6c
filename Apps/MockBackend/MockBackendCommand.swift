import AppCore
import AppRunner
import ArgumentParser
import Foundation
import Hummingbird
import HummingbirdCore
import Localization
import Logging
import Networking
import ServiceLifecycle

/// `mock-backend`: serves the mock environment's routes over HTTP, as the local stage backend.
@main
struct MockBackendCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        .localized("mock-backend", abstract: MockBackendStrings.helpAbstract)
    }

    @Option(help: .localized(MockBackendStrings.helpHost))
    var host = "127.0.0.1"

    @Option(
        help: .localized(MockBackendStrings.helpLanguage, valueName: "code"))
    var language: String?

    @Option(
        name: .customLong("idle-timeout"), parsing: .unconditional,
        help: .localized(MockBackendStrings.helpIdleTimeout, valueName: "seconds"))
    var idleTimeout = 30

    @Option(
        parsing: .unconditional,
        help: .localized(MockBackendStrings.helpPort))
    var port = 8080

    @Option(
        parsing: .unconditional,
        help: .localized(MockBackendStrings.helpLatency))
    var latency: Double?

    @Option(
        parsing: .unconditional,
        help: .localized(MockBackendStrings.helpFailureRate))
    var failureRate: Double?

    @Option(parsing: .unconditional, help: .localized(MockBackendStrings.helpSeed))
    var seed: UInt64?

    @Option(
        name: .customLong("seconds-per-request"), parsing: .unconditional,
        help: .localized(MockBackendStrings.helpSecondsPerRequest, valueName: "seconds"))
    var secondsPerRequest: Double?

    func validate() throws {
        // A host name or an IP literal: letters, digits, '.', '-', ':' (IPv6), '%' (zone), at most 253.
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:%")
        guard !host.isEmpty, host.count <= 253, host.allSatisfy(allowed.contains) else {
            throw ValidationError.localized(MockBackendStrings.host, ["host": Self.quoted(host)])
        }
        guard (1...3_600).contains(idleTimeout) else {
            throw ValidationError.localized(MockBackendStrings.idleTimeout, ["value": "\(idleTimeout)"])
        }
        guard (0...65_535).contains(port) else {
            throw ValidationError.localized(MockBackendStrings.port, ["value": "\(port)"])
        }
        if let latency, !(0...3_600).contains(latency) {
            throw ValidationError.localized(MockBackendStrings.latency, ["value": UsageText.number(latency)])
        }
        if let failureRate, !(0...1).contains(failureRate) {
            throw ValidationError.localized(
                MockBackendStrings.failureRate, ["value": UsageText.number(failureRate)])
        }
        if let secondsPerRequest, !(0...3_600).contains(secondsPerRequest) {
            throw ValidationError.localized(
                MockBackendStrings.secondsPerRequest, ["value": "\(secondsPerRequest)"])
        }
        if let language, Language(identifier: language) == nil {
            throw ValidationError(
                UsageStrings.message(
                    UnsupportedLanguageError(requested: language), CommandLineLanguage.localizer))
        }
    }

    /// Parses the command line with its messages in the user's language (`--language`, else
    /// `LC_ALL`/`LC_MESSAGES`/`LANG`), runs it, and ends with the exit code of the README's table.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        HelpText.keepArgumentParserWrappable(environment: ProcessInfo.processInfo.environment)
        let localizer = Localizer(
            language: CommandLineLanguage.resolve(
                arguments: arguments, environment: ProcessInfo.processInfo.environment, appDefault: .en))
        let status = await CommandLineLanguage.$localizer.withValue(localizer) { () async -> Int32 in
            do {
                var command = try parseAsRoot(arguments)
                if let served = command as? Self {
                    try await served.run()
                } else {
                    try command.run()
                }
                return 0
            } catch {
                let code = exitCode(for: error).rawValue
                if code == 0 {
                    let help = fullMessage(for: error, columns: HelpLayout.unwrapped)
                    if !help.isEmpty {
                        TextOutput.standardOutput.line(
                            HelpText.localized(help, columns: HelpText.columns(), localizer))
                    }
                    // Help that could not be written (a full disk, a closed pipe) is no success.
                    if let failure = TextOutput.standardOutputFailureMessage(localizer) {
                        TextOutput.standardError.line("mock-backend: error: " + failure)
                        return ExitStatus.ioError
                    }
                } else {
                    let message = message(for: error)
                    if !message.isEmpty {
                        FileHandle.standardError.write(
                            Data(
                                ("mock-backend: error: "
                                    + UsageText.line(
                                        message: message, fullMessage: fullMessage(for: error), localizer)
                                    + "\n")
                                    .utf8))
                    }
                }
                return code
            }
        }
        Foundation.exit(status)
    }

    /// `text` for a message: control characters shown as `?`, at most 200 characters.
    static func quoted(_ text: String) -> String {
        let visible = String(
            text.unicodeScalars.prefix(200).map {
                $0.properties.generalCategory == .control ? "?" : Character($0)
            })
        return "'" + visible + (text.unicodeScalars.count > 200 ? "…" : "") + "'"
    }

    func run() async throws {
        // A port another program holds is said in one line, before anything is announced.
        let localizer = CommandLineLanguage.localizer
        if port != 0, let problem = PortCheck.problem(host: host, port: port, localizer) {
            FileHandle.standardError.write(Data("mock-backend: error: \(problem)\n".utf8))
            throw ExitCode(73)
        }
        if !PortCheck.isLoopbackOnly(host: host) {
            FileHandle.standardError.write(
                Data(
                    ("mock-backend: warning: "
                        + localizer.string(MockBackendStrings.reachableFromOtherMachines, ["host": host])
                        + "\n").utf8))
        }
        let signals = await ShutdownSignals()
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let logger = Logger(label: "mock-backend")
        let seed = self.seed ?? UInt64.random(in: .min ... .max)
        let options = try FixtureOptions(
            latency: latency.map { .milliseconds(Int64(($0 * 1000).rounded())) }, failureRate: failureRate,
            seed: seed)
        let stepClock = secondsPerRequest.map {
            RequestStepClock(step: .milliseconds(Int64(($0 * 1000).rounded())))
        }
        let registry = try MockRouteRegistry(
            RegisteredRoutes.all(simulationClock: stepClock ?? ContinuousClock()))
        logger.info(
            """
            Serving \(registry.routes.count) routes, latency \(latency.map { "\($0) s" } ?? "per route"), \
            failure rate \(failureRate.map { "\($0)" } ?? "per route"), seed \(seed)
            """
        )

        let responder = MockBackendResponder(
            responder: MockResponder(registry: registry, options: options, clock: ContinuousClock()),
            logger: logger, afterEachRequest: { stepClock?.requestServed() })
        let host = self.host
        let app = Application(
            responder: responder,
            server: .closingHTTP1(
                configuration: HTTP1Channel.Configuration(idleTimeout: .seconds(Int64(idleTimeout)))),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "mock-backend"),
            onServerRunning: { channel in
                // Scripts and the end-to-end tests read this exact line to learn the port.
                let boundPort = channel.localAddress?.port ?? 0
                FileHandle.standardOutput.write(
                    Data("mock-backend listening on http://\(host):\(boundPort)\n".utf8))
            },
            logger: logger)
        let stoppedBy: Int32?
        do {
            stoppedBy = try await signals.run(ServiceGroup(services: [app], logger: logger))
        } catch {
            // Binding failed after all (the port was taken meanwhile, the address is not ours).
            let reason = UsageText.bounded("\(error)")
            FileHandle.standardError.write(
                Data(
                    ("mock-backend: error: "
                        + localizer.string(
                            MockBackendStrings.cannotServe,
                            ["host": host, "port": "\(port)", "reason": reason])
                        + "\n").utf8))
            throw ExitCode(73)
        }
        // Ended by SIGTERM or SIGINT: 143 or 130, as every executable (a clean shutdown first).
        if let stoppedBy { throw ExitCode(128 + stoppedBy) }
    }
}
