import AppCore
import AppRunner
import AppRunnerTestSupport
import DataStorage
import Foundation
import HiringInterface
import MosaicTestSupport
import Testing
@testable import HiringApp

/// The `hiring` app's container: every registration resolves, the live list is wired, and the
/// feature's table, route and subcommand are registered.
@MainActor @Suite struct HiringCompositionTests {
    private func context() throws -> AppContext {
        try appContext(
            HiringApp.self, options: NoOptions(), arguments: ["--store", "memory", "--latency", "0"])
    }

    @Test func everyRegistrationResolvesAndTheListIsLive() throws {
        let context = try context()
        #expect(context.registrations.contains { $0.typeName.contains("HiringService") })
        for registration in context.registrations where !registration.requiresArguments {
            #expect(registration.resolves(in: context.resolver), "\(registration) resolves")
        }
        let list = context.resolver.resolve((any HiringService).self)
        #expect(list.map { String(reflecting: type(of: $0)) } == "Hiring.LiveHiringService")
    }

    @Test func tableRouteAndSubcommandAreRegistered() throws {
        let database = try #require(try context().resolver.resolve(AppDatabase.self))
        #expect(database.registeredMigrations.contains("Hiring.v1_createItemCache"))
        let plugins = HiringApp.plugins(NoOptions())
        #expect(plugins.flatMap(\.mockRoutes).map { "\($0.method) \($0.path)" } == ["GET /hiring.json"])
        #expect(plugins.compactMap(\.dataFileRoute) == ["/hiring.json"])
        #expect(HiringApp.commands.map { $0.configuration.commandName } == ["list"])
        #expect(try plugins.map { try $0.makeRootScreen(context().resolver).title } == ["Hiring"])
    }
}
