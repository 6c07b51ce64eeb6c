import AppCore
import Foundation
import PricingInterface
import RemoteContent

/// A loaded rule set and the instant its statuses are computed at.
struct PromotionsContent: Sendable, Hashable {
    var load: RuleSetLoad
    var now: Date

    /// The rules grouped by status at ``now``, in display order, empty groups left out.
    var sections: [(status: PricingRule.Status, rules: [PricingRule])] {
        let order: [PricingRule.Status] = [.active, .scheduled, .ended, .unsupported]
        return order.compactMap { status in
            let rules = load.ruleSet.rules.filter { $0.status(at: now) == status }
            return rules.isEmpty ? nil : (status, rules)
        }
    }
}

/// The promotions list: the shared remote-content model over the pricing service, which falls
/// back to saved and then bundled rules; a failed refresh keeps the rules showing and says why.
typealias PromotionsViewModel = RemoteContentModel<PromotionsContent, RulesProblem>

extension PromotionsContent: SyncStamped {
    var lastSync: Date? {
        switch load.source {
        case .server(let syncedAt), .cache(let syncedAt): syncedAt
        case .bundled, .file: nil
        }
    }
}

extension RemoteContentModel where Content == PromotionsContent, Failure == RulesProblem {
    /// A model loading the rules from `service`, statuses computed at `clock`'s time.
    convenience init(service: any PricingService, clock: WallClock) {
        self.init(
            load: { _ in
                do throws(RulesProblem) {
                    return .success(PromotionsContent(load: try await service.loadRules(), now: clock.now()))
                } catch {
                    return .failure(error)
                }
            },
            isEmpty: { $0.load.ruleSet.rules.isEmpty },
            keep: { content, problem in content.load.problem = problem })
    }
}
