import CatalogInterface
import Formatting
import Foundation
import Localization
import TerminalUI

/// The catalog's words that depend on state: banners, issues, sources, failures.
struct CatalogTexts: Sendable {
    let localizer: Localizer
    let formatters: Formatters

    /// The banner for products that are not fresh from the server, if any.
    func banner(for failure: CatalogFailure?, snapshot: CatalogSnapshot, now: Date) -> Banner? {
        guard let failure else { return nil }
        let retry = KeyHint("r", localizer[CatalogStrings.hintRetry])
        let relative = formatters.relative(snapshot.fetchedAt, to: now)
        if failure.isOffline {
            return Banner(
                .offline, localizer.string(CatalogStrings.bannerOffline, ["relative": relative]),
                action: retry)
        }
        return Banner(
            .error,
            localizer.string(CatalogStrings.bannerError, ["reason": reason(failure), "relative": relative]),
            action: retry)
    }

    /// The note about entries left out, if any.
    func skippedBanner(_ issues: [CatalogIssue]) -> Banner? {
        issues.isEmpty
            ? nil : Banner(.info, localizer.plural(CatalogStrings.skippedBanner, count: issues.count))
    }

    /// Where the products came from, e.g. "Updated 2 minutes ago".
    func source(of snapshot: CatalogSnapshot, now: Date) -> String {
        let relative = formatters.relative(snapshot.fetchedAt, to: now)
        return localizer.string(
            snapshot.source == .server ? CatalogStrings.sourceServer : CatalogStrings.sourceCache,
            ["relative": relative])
    }

    /// The message when no products at all are available.
    func failure(_ failure: CatalogFailure) -> String {
        switch failure {
        case .offline: localizer[CatalogStrings.errorOffline]
        case .unavailable(let reason): localizer.string(CatalogStrings.errorUnavailable, ["reason": reason])
        case .invalidResponse(let reason): localizer.string(CatalogStrings.errorInvalid, ["reason": reason])
        }
    }

    /// One left-out entry, e.g. "#4 FOO: negative price (-5,00 €)".
    func issue(_ issue: CatalogIssue, currency: String) -> String {
        localizer.string(
            CatalogStrings.issueRow,
            [
                "position": formatters.number(issue.position),
                "code": issue.code ?? localizer[CatalogStrings.noCode],
                "reason": reason(issue.reason, currency: currency),
            ])
    }

    /// Why an entry was left out.
    func reason(_ reason: CatalogIssue.Reason, currency: String) -> String {
        switch reason {
        case .notAnObject: localizer[CatalogStrings.reasonNotAnObject]
        case .missingCode: localizer[CatalogStrings.reasonMissingCode]
        case .missingName: localizer[CatalogStrings.reasonMissingName]
        case .missingPrice: localizer[CatalogStrings.reasonMissingPrice]
        case .negativePrice(let amount):
            localizer.string(
                CatalogStrings.reasonNegativePrice,
                ["price": formatters.money(Money(amount: amount, currency: currency))])
        case .invalidPrice(let text): localizer.string(CatalogStrings.reasonInvalidPrice, ["value": text])
        case .duplicateCode: localizer[CatalogStrings.reasonDuplicateCode]
        }
    }

    private func reason(_ failure: CatalogFailure) -> String {
        switch failure {
        case .offline: failure.description
        case .unavailable(let reason), .invalidResponse(let reason): reason
        }
    }
}
