import AppCore
import Foundation
import Logging
import Networking
import PricingInterface
import PricingMocks
import RemoteContent

/// Pricing with the promotions from the backend, falling back to the saved copy and then to the
/// rules bundled with the app; an explicit rules file replaces all of them.
struct LivePricingService: PricingService {
    let backend: Backend
    let cache: RuleSetCache
    let rulesFile: URL?
    var engine = PricingEngine()

    func loadRules() async throws(RulesProblem) -> RuleSetLoad {
        if let rulesFile {
            return RuleSetLoad(
                ruleSet: try RuleSetDecoder.decode(fileAt: rulesFile), source: .file(path: rulesFile.path))
        }
        let problem: RulesProblem
        do {
            let response = try await backend.send(PricingAPI.rules)
            let ruleSet = try RuleSetDecoder.decode(response.body)
            let syncedAt = backend.now()
            do {
                try await cache.save(response.body, syncedAt: syncedAt)
            } catch {
                backend.logger.error("Could not save the promotions for offline use: \(error)")
            }
            return RuleSetLoad(ruleSet: ruleSet, source: .server(syncedAt: syncedAt))
        } catch let error as NetworkError {
            problem = .network(error)
        } catch let error as RulesProblem {
            problem = error
        } catch {
            problem = .network(NetworkError(mapping: error))
        }
        backend.logger.notice("Using saved or bundled promotions: \(problem)")
        if let cached = await cachedRules() {
            return RuleSetLoad(
                ruleSet: cached.ruleSet, source: .cache(syncedAt: cached.syncedAt), problem: problem)
        }
        do {
            return RuleSetLoad(ruleSet: try BundledRules.load(), source: .bundled, problem: problem)
        } catch {
            backend.logger.error("The bundled promotions are unusable: \(error)")
            throw problem
        }
    }

    func price(_ lines: [BasketLine], rules: PricingRuleSet, at date: Date) throws(PricingError)
        -> PricedBasket
    {
        try engine.price(lines, rules: rules, at: date)
    }

    /// The saved rule set, unless there is none or it no longer validates.
    private func cachedRules() async -> (ruleSet: PricingRuleSet, syncedAt: Date)? {
        do {
            guard let entry = try await cache.load() else { return nil }
            return (try RuleSetDecoder.decode(entry.body), entry.syncedAt)
        } catch {
            backend.logger.error("The saved promotions are unusable: \(error)")
            return nil
        }
    }
}

/// The rules shipped with the app (``PricingMocks/bundledRules``), also the mock backend's body.
enum BundledRules {
    /// The bundled rule set.
    static func load() throws(RulesProblem) -> PricingRuleSet {
        guard let url = PricingMocks.bundledRules else {
            throw .invalid("the bundled \(PricingMocks.rulesResource).json is missing")
        }
        return try RuleSetDecoder.decode(fileAt: url)
    }
}
