import Foundation
import MosaicTestSupport
import Testing

/// Every demo speaks the user's language, English when none is set (packs-demo's
/// help was Polish, its product's language, while every other demo's was English). A demo is a
/// feature team's tool, so the team's `LANG` decides; the product apps keep their brief's default.
@Suite(.hangsAfter(minutes: 10)) struct DemoLanguageEndToEndTests {
    private let sandbox = RunSandbox("demo-language")

    static let demos = [
        "packs-demo", "transactions-demo", "feed-demo", "settings-demo", "catalog-demo", "pricing-demo",
        "cart-demo", "hiring-demo", "orders-demo",
    ]

    @Test(arguments: demos)
    func aDemoSpeaksTheUsersLanguageAndEnglishWithoutOne(demo: String) async throws {
        defer { sandbox.remove() }
        let unset = try await sandbox.run(demo, ["--help"])
        #expect(unset.status == 0, "\(unset.stderr)")
        #expect(unset.stdout.hasPrefix("OVERVIEW: "), "\(demo) without LANG: \(unset.stdout.prefix(200))")
        let polish = try await sandbox.run(
            executable: try Executables.url(for: demo), ["--help"],
            extraEnvironment: ["LANG": "pl_PL.UTF-8"])
        #expect(polish.status == 0, "\(polish.stderr)")
        #expect(polish.stdout.hasPrefix("OPIS: "), "\(demo) with LANG=pl_PL: \(polish.stdout.prefix(200))")
        let spanish = try await sandbox.run(demo, ["--help", "--language", "es"])
        #expect(
            spanish.stdout.hasPrefix("DESCRIPCIÓN: "), "\(demo) --language es: \(spanish.stdout.prefix(200))")
    }
}
