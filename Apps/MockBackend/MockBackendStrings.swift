import Foundation
import Localization

/// mock-backend's messages: its option checks and why it cannot serve.
enum MockBackendStrings: String, LocalizedKey, CaseIterable {
    case host = "mockBackend.host"
    // `--help`
    case helpAbstract = "mockBackend.help.abstract"
    case helpHost = "mockBackend.help.host"
    case helpLanguage = "mockBackend.help.language"
    case helpIdleTimeout = "mockBackend.help.idleTimeout"
    case helpPort = "mockBackend.help.port"
    case helpLatency = "mockBackend.help.latency"
    case helpFailureRate = "mockBackend.help.failureRate"
    case helpSeed = "mockBackend.help.seed"
    case helpSecondsPerRequest = "mockBackend.help.secondsPerRequest"
    case idleTimeout = "mockBackend.idleTimeout"
    case port = "mockBackend.port"
    case latency = "mockBackend.latency"
    case failureRate = "mockBackend.failureRate"
    case secondsPerRequest = "mockBackend.secondsPerRequest"
    case unresolvable = "mockBackend.unresolvable"
    case portInUse = "mockBackend.portInUse"
    case privileged = "mockBackend.privileged"
    case notLocal = "mockBackend.notLocal"
    case cannotBind = "mockBackend.cannotBind"
    case cannotServe = "mockBackend.cannotServe"
    /// A warning at start: `--host {host}` is not a loopback address.
    case reachableFromOtherMachines = "mockBackend.reachableFromOtherMachines"

    static var bundle: Bundle { .module }
}
