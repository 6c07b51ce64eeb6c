import AppCore
import DataStorage
import Formatting
import Foundation
import HiringInterface
import Localization
import Networking
import RemoteContent
import Swinject

/// Registers the ``HiringService`` list (live from the backend with an offline copy, or
/// one injected by a demo) and the feature's texts.
public struct HiringAssembly: Assembly, Sendable {
    private let list: (any HiringService)?

    /// The live list, or `list` when given (demos, tests).
    public init(list: (any HiringService)? = nil) {
        self.list = list
    }

    public func assemble(container: Container) {
        container.registerService((any HiringService).self, injected: self.list) { resolver in
            LiveHiringService(
                backend: resolver.backend(for: HiringAPI.service),
                cache: HiringCache(database: resolver.database))
        }
        container.registerTexts(HiringTexts.init)
    }
}
