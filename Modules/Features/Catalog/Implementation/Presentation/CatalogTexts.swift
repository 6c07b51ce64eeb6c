import AppCore
import CatalogInterface
import Formatting
import Foundation
import Localization
import Networking
import TerminalUI

/// The catalog's words that depend on state: banners, issues, sources, failures.
struct CatalogTexts: Sendable {
    let localizer: Localizer
    let formatters: Formatters

    /// The banner for products that are not fresh from the server, if any.
    func banner(for failure: NetworkError?, snapshot: CatalogSnapshot, now: Date) -> Banner? {
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
            localizer.string(
                CatalogStrings.bannerError, ["reason": failure.message(localizer), "relative": relative]),
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

    /// The message when no products at all are available: the failure, and that nothing is saved
    /// when the server could not be reached (else the saved products would be showing).
    func failure(_ failure: NetworkError) -> String {
        let reason = failure.message(localizer)
        return localizer.string(
            failure.isConnectivity ? CatalogStrings.errorNothingSaved : CatalogStrings.errorUnavailable,
            ["reason": reason])
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
        case .nestedTooDeep: localizer[CatalogStrings.reasonNestedTooDeep]
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
}
