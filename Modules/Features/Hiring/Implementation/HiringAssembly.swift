import AppCore
import DataStorage
import Formatting
import Foundation
import HiringInterface
import Localization
import Networking
import Swinject

/// Registers the ``HiringListProviding`` list (live from the backend with an offline copy, or
/// one injected by a demo) and the feature's texts.
public struct HiringAssembly: Assembly, Sendable {
    private let list: (any HiringListProviding)?

    /// The live list, or `list` when given (demos, tests).
    public init(list: (any HiringListProviding)? = nil) {
        self.list = list
    }

    public func assemble(container: Container) {
        let list = self.list
        container.register((any HiringListProviding).self) { resolver in
            if let list { return list }
            return LiveHiringList(
                http: resolver.registered(HTTPClientFactory.self).client(for: HiringAPI.service),
                cache: HiringCache(database: resolver.registered(AppDatabase.self)),
                clock: resolver.registered(WallClock.self))
        }.inObjectScope(.container)
        container.register(HiringTexts.self) { resolver in
            HiringTexts(
                localizer: resolver.registered(Localizer.self),
                formatters: resolver.registered(Formatters.self))
        }
    }
}
