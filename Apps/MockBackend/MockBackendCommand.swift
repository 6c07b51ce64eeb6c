import ArgumentParser
import Foundation
import Hummingbird
import Logging
import Networking

/// `mock-backend`: serves the mock environment's routes over HTTP, as the local stage backend.
@main
struct MockBackendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mock-backend",
        abstract: "Serves the mock environment's fixture routes over HTTP (the stage backend).")

    @Option(help: "The address to bind.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free port (the chosen one is printed).")
    var port = 8080

    @Option(
        help: "Seconds to wait before each response (default: each route's own, as in the mock environment).")
    var latency: Double?

    @Option(
        help: "Probability between 0 and 1 that a request fails with HTTP 503 (default: each route's own).")
    var failureRate: Double?

    @Option(help: "Seed of the failure draws, to repeat a run; random when omitted.")
    var seed: UInt64?

    @Option(
        name: .customLong("seconds-per-request"),
        help: ArgumentHelp(
            "Move the simulated orders on by this many seconds per request served instead of with the wall clock (0 freezes them; 0-3600), for runs that must not depend on timing.",
            valueName: "seconds"))
    var secondsPerRequest: Double?

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535, got \(port).")
        }
        if let latency, !(0...3_600).contains(latency) {
            throw ValidationError("--latency must be between 0 and 3600 seconds, got \(latency).")
        }
        if let failureRate, !(0...1).contains(failureRate) {
            throw ValidationError("--failure-rate must be between 0 and 1, got \(failureRate).")
        }
        if let secondsPerRequest, !(0...3_600).contains(secondsPerRequest) {
            throw ValidationError("--seconds-per-request must be between 0 and 3600, got \(secondsPerRequest).")
        }
    }

    func run() async throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let logger = Logger(label: "mock-backend")
        let seed = self.seed ?? UInt64.random(in: .min ... .max)
        let options = try FixtureOptions(
            latency: latency.map { .milliseconds(Int64(($0 * 1000).rounded())) }, failureRate: failureRate,
            seed: seed)
        let stepClock = secondsPerRequest.map {
            RequestStepClock(step: .milliseconds(Int64(($0 * 1000).rounded())))
        }
        let registry = try MockRouteRegistry(RegisteredRoutes.all(simulationClock: stepClock ?? ContinuousClock()))
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
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "mock-backend"),
            onServerRunning: { channel in
                // Scripts and the end-to-end tests read this exact line to learn the port.
                let boundPort = channel.localAddress?.port ?? 0
                FileHandle.standardOutput.write(
                    Data("mock-backend listening on http://\(host):\(boundPort)\n".utf8))
            },
            logger: logger)
        try await app.runService()
    }
}
