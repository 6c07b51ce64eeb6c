import AppCore
import AppRunner
import AppRunnerTestSupport
import DataStorage
import Foundation
import MosaicTestSupport
import Packs
import PacksInterface
import Testing
@testable import PacksApp

/// The `packs` app's container: every registration resolves, the live services are wired, and the
/// feature's tables exist in the app database.
@MainActor @Suite struct PacksCompositionTests {
    private func context(_ arguments: [String] = ["--store", "memory"]) throws -> AppContext {
        try appContext(PacksApp.self, options: NoOptions(), arguments: arguments)
    }

    @Test func everyRegistrationResolves() throws {
        let context = try context()
        let names = context.registrations.map(\.typeName)
        // `PacksSource` is `ListSource<Pack>`: the container knows it by that name.
        #expect(names.contains(String(reflecting: (any PacksSource).self)), "\(names)")
        for expected in ["PacksCache", "PacksArchive", "PacksRepository", "PackTexts"] {
            #expect(names.contains { $0.contains(expected) }, "\(expected) is registered")
        }
        for registration in context.registrations where !registration.requiresArguments {
            #expect(registration.resolves(in: context.resolver), "\(registration) resolves")
        }
    }

    @Test func liveServicesAreWired() throws {
        let resolver = try context().resolver
        #expect(resolver.resolve((any PacksSource).self) is RemotePacksSource)
        #expect(resolver.resolve((any PacksCache).self) is PacksDatabaseCache)
        #expect(resolver.resolve((any PacksArchive).self) is PacksArchiveStore)
    }

    @Test func rootScreenIsTheParcelList() throws {
        let context = try context()
        let screens = try context.plugins.map { try $0.makeRootScreen(context.resolver) }
        #expect(screens.count == 1)
        #expect(screens.first is PacksListScreen)
        #expect(screens.first?.title == "Przesyłki", "Polish by default")
    }

    @Test func polishIsTheDefaultAndEnvironmentCanChangeIt() throws {
        #expect(PacksApp.defaultLanguage == .pl)
        #expect(try context().localizer.language == .pl)
        #expect(try context(["--store", "memory", "--language", "de"]).localizer.language == .de)
    }

    @Test func featureTablesAndSubcommandsAreRegistered() throws {
        let database = try #require(try context().resolver.resolve(AppDatabase.self))
        #expect(database.registeredMigrations.contains("Packs.v1_createCacheAndArchive"))
        let names = PacksApp.commands.map { $0.configuration.commandName }
        #expect(names == ["list", "archive", "unarchive"])
    }

    @Test func mockAndDataFileServeThePacksRoute() throws {
        let plugin = try #require(PacksApp.plugins(NoOptions()).first)
        #expect(plugin.dataFileRoute == "/packs")
        #expect(plugin.mockRoutes.map(\.path) == ["/packs"])
    }
}
