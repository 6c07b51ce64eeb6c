import AppCore
import AppRunner
import AppRunnerTestSupport
import DataStorage
import Foundation
import MosaicTestSupport
import OrdersInterface
import Testing
@testable import OrdersApp

/// The `orders` app's container: every registration resolves, the live service is wired, the
/// feature's table, routes and subcommands are registered.
@MainActor @Suite struct OrdersCompositionTests {
    private func context(_ arguments: [String] = ["--store", "memory"]) throws -> AppContext {
        try appContext(OrdersApp.self, options: NoOptions(), arguments: arguments)
    }

    @Test func everyRegistrationResolves() throws {
        let context = try context()
        let names = context.registrations.map(\.typeName)
        for expected in ["OrdersService", "OrdersTexts", "PollSchedule"] {
            #expect(names.contains { $0.contains(expected) }, "\(expected) is registered")
        }
        for registration in context.registrations where !registration.requiresArguments {
            #expect(registration.resolves(in: context.resolver), "\(registration) resolves")
        }
        #expect(
            String(reflecting: type(of: try #require(context.resolver.resolve((any OrdersService).self))))
                == "Orders.LiveOrdersService")
    }

    @Test func tablesRoutesAndSubcommandsAreRegistered() throws {
        let context = try context()
        let database = try #require(context.resolver.resolve(AppDatabase.self))
        #expect(database.registeredMigrations.contains("Orders.v1_createOrderCache"))
        let routes = context.plugins.flatMap(\.mockRoutes).map { "\($0.method) \($0.path)" }
        #expect(routes.contains("GET /api/v1/orders"))
        #expect(routes.contains("GET /api/v1/orders/WB-1001"))
        #expect(context.plugins.compactMap(\.dataFileRoute) == ["/api/v1/orders"])
        #expect(OrdersApp.commands.map { $0.configuration.commandName } == ["list", "show", "watch"])
        #expect(try context.plugins.map { try $0.makeRootScreen(context.resolver).title } == ["Orders"])
    }
}
