import AppCore
import Foundation
import PricingInterface
import TerminalUI

/// The promotions screens' words that depend on state: banners, sources, section titles.
struct PromotionTexts: Sendable {
    let describer: LocalizedPromotionDescriber

    /// The banner for a load that is not fresh from the server, if any.
    func banner(for load: RuleSetLoad, now: Date) -> Banner? {
        let localizer = describer.localizer
        guard let problem = load.problem else { return nil }
        let retry = KeyHint("r", localizer[PricingStrings.hintRetry])
        let saved: String? =
            switch load.source {
            case .cache(let syncedAt): describer.formatters.relative(syncedAt, to: now)
            default: nil
            }
        if problem.isOffline {
            return Banner(
                .offline,
                saved.map { localizer.string(PricingStrings.bannerOfflineCache, ["relative": $0]) }
                    ?? localizer[PricingStrings.bannerOfflineBundled], action: retry)
        }
        let reason = problem.networkError?.message(localizer) ?? localizer[PricingStrings.errorInvalid]
        return Banner(
            .error,
            saved.map {
                localizer.string(PricingStrings.bannerErrorCache, ["reason": reason, "relative": $0])
            }
                ?? localizer.string(PricingStrings.bannerErrorBundled, ["reason": reason]), action: retry)
    }

    /// Where the rules came from, e.g. "Updated 2 minutes ago".
    func source(of load: RuleSetLoad, now: Date) -> String {
        let localizer = describer.localizer
        switch load.source {
        case .server(let syncedAt):
            return localizer.string(
                PricingStrings.sourceServer, ["relative": describer.formatters.relative(syncedAt, to: now)])
        case .cache(let syncedAt):
            return localizer.string(
                PricingStrings.sourceCache, ["relative": describer.formatters.relative(syncedAt, to: now)])
        case .bundled:
            return localizer[PricingStrings.sourceBundled]
        case .file(let path):
            return localizer.string(PricingStrings.sourceFile, ["path": path])
        }
    }

    /// The message when no rules at all could be loaded (the detail of an invalid rule set goes
    /// to the log, never on screen).
    func failure(_ problem: RulesProblem) -> String {
        let localizer = describer.localizer
        switch problem {
        case .network(let error):
            return localizer.string(
                error.isConnectivity ? PricingStrings.errorNothingSaved : PricingStrings.errorUnavailable,
                ["reason": error.message(localizer)])
        case .invalid: return localizer[PricingStrings.errorInvalid]
        }
    }

    /// The phase of a screen that could not load any rules: invalid rules are unreadable data.
    func phase(failing problem: RulesProblem) -> ScreenPhase {
        switch problem {
        case .network(let error): .failure(error, message: failure(problem))
        case .invalid: .unreadableData(failure(problem))
        }
    }

    /// A section heading for rules of `status`.
    func sectionTitle(_ status: PricingRule.Status) -> String {
        let localizer = describer.localizer
        switch status {
        case .active: return localizer[PricingStrings.sectionActive]
        case .scheduled: return localizer[PricingStrings.sectionScheduled]
        case .ended: return localizer[PricingStrings.sectionEnded]
        case .unsupported: return localizer[PricingStrings.sectionUnsupported]
        }
    }
}
