import AppCore
import Foundation
import Testing

/// Date options of subcommands (`--at`): parsed in the user's time zone, else "now", else a usage error.
@Suite struct DateArgumentTests {
    private let warsaw = TimeZone(identifier: "Europe/Warsaw")!
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func noTextIsNow() throws {
        #expect(try DateArgument.resolve(nil, option: "--at", timeZone: warsaw) { now } == now)
    }

    @Test func aPlainDateIsMidnightInTheTimeZone() throws {
        let date = try DateArgument.resolve("2026-12-24", option: "--at", timeZone: warsaw) { now }
        #expect(date == ISO8601DateFormatter().date(from: "2026-12-23T23:00:00Z"))
    }

    @Test func aDateTimeKeepsItsOffset() throws {
        let date = try DateArgument.resolve("2026-12-24T18:00:00+01:00", option: "--at", timeZone: .gmt) {
            now
        }
        #expect(date == ISO8601DateFormatter().date(from: "2026-12-24T17:00:00Z"))
    }

    @Test func otherTextIsAUsageErrorNamingTheOption() {
        #expect {
            _ = try DateArgument.resolve("tomorrow", option: "--from", timeZone: warsaw) { now }
        } throws: { error in
            guard let failure = error as? CommandFailure else { return false }
            return failure.exitCode == ExitStatus.usage
                && failure.message
                    == "--from: 'tomorrow' is not a date (use 2026-12-24 or 2026-12-24T18:00:00+01:00)."
        }
    }

    @Test func nowIsOnlyAskedForWhenNoTextIsGiven() throws {
        struct Unexpected: Error {}
        let date = try DateArgument.resolve("2026-01-02", option: "--at", timeZone: .gmt) {
            throw Unexpected()
        }
        #expect(date == ISO8601DateFormatter().date(from: "2026-01-02T00:00:00Z"))
    }
}
