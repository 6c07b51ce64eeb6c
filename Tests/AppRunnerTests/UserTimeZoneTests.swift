import AppCore
import AppRunner
import Foundation
import Testing

/// `TZ` in every form the C library accepts; Foundation alone reads only the first and shows UTC.
@MainActor @Suite struct UserTimeZoneTests {
    private let system = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
    private let winter = Date(timeIntervalSince1970: 1_796_083_200)  // 2026-12-01 00:00 UTC
    private let summer = Date(timeIntervalSince1970: 1_782_864_000)  // 2026-07-01 00:00 UTC

    private func resolve(_ tz: String?) -> TimeZone {
        UserTimeZone.resolve(environment: tz.map { ["TZ": $0] } ?? ["LANG": "en_US.UTF-8"], system: system)
    }

    @Test(arguments: [
        "Europe/Madrid", ":Europe/Madrid", "/usr/share/zoneinfo/Europe/Madrid",
        ":/usr/share/zoneinfo/Europe/Madrid", "/usr/share/zoneinfo/posix/Europe/Madrid",
    ])
    func aNamedZoneInAnyForm(tz: String) {
        #expect(resolve(tz).identifier == "Europe/Madrid")
    }

    @Test func aLinkToAZoneFileIsFollowed() throws {
        let link = FileManager.default.temporaryDirectory.appending(path: "localtime-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: "/usr/share/zoneinfo/Europe/Madrid")
        defer { try? FileManager.default.removeItem(at: link) }
        #expect(resolve(link.path).identifier == "Europe/Madrid")
        #expect(resolve(":" + link.path).identifier == "Europe/Madrid")
    }

    @Test func posixRulesKeepTheirOffsetAndDaylightTime() {
        let central = resolve("CET-1CEST,M3.5.0,M10.5.0/3")
        #expect(central.secondsFromGMT(for: winter) == 3_600)
        #expect(central.secondsFromGMT(for: summer) == 7_200, "daylight time follows the region's rules")
        #expect(resolve("<+0530>-05:30").secondsFromGMT(for: winter) == 19_800)
        #expect(resolve("QQQ-3").secondsFromGMT(for: summer) == 10_800, "an unknown name keeps its offset")
        #expect(resolve("EST5EDT").secondsFromGMT(for: winter) == -18_000)
    }

    @Test func withoutAUsableTZTheSystemZoneApplies() {
        #expect(resolve(nil) == system)
        #expect(resolve("Nowhere/Land") == system)
        #expect(resolve("/nonexistent/file") == system)
        #expect(resolve("").secondsFromGMT(for: winter) == 0, "an empty TZ is UTC, as in glibc")
    }

    @Test func theBootstrapShowsDatesInTheEnvironmentsZone() {
        let bootstrap = AppBootstrap(appName: "tz-test", environment: ["TZ": ":Europe/Madrid"])
        #expect(bootstrap.timeZone.identifier == "Europe/Madrid")
        let pinned = AppBootstrap(appName: "tz-test", environment: ["TZ": ":Europe/Madrid"], timeZone: .gmt)
        #expect(pinned.timeZone == .gmt, "an explicit zone wins")
    }
}
