import AppCore
import DataStorage
import Formatting
import Foundation
import Localization
import Networking
import PricingInterface
import RemoteContent
import Swinject

/// Registers Pricing's services: the ``PricingService`` other features resolve (live, or one
/// injected by a demo) and the ``PromotionDescriber`` words.
public struct PricingAssembly: Assembly, Sendable {
    private let service: (any PricingService)?
    private let rulesFile: URL?

    /// Live pricing from the backend, or from `rulesFile` when given.
    public init(rulesFile: URL? = nil) {
        self.service = nil
        self.rulesFile = rulesFile
    }

    /// Pricing by an injected `service` (demos and tests).
    public init(service: any PricingService) {
        self.service = service
        self.rulesFile = nil
    }

    public func assemble(container: Container) {
        let (service, rulesFile) = (self.service, self.rulesFile)
        container.registerService((any PricingService).self, injected: service) { resolver in
            LivePricingService(
                backend: resolver.backend(for: PricingAPI.service),
                cache: RuleSetCache(database: resolver.database), rulesFile: rulesFile)
        }
        container.registerTexts(LocalizedPromotionDescriber.init)
        container.register((any PromotionDescriber).self) { resolver in
            resolver.registered(LocalizedPromotionDescriber.self)
        }
    }
}
