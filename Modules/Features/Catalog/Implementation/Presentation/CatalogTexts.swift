import AppCore
import CatalogInterface
import Formatting
import Foundation
import Localization
import Networking
import RemoteContent
import TerminalUI

/// The catalog's words that depend on state: banners, issues, sources, failures.
struct CatalogTexts: FreshnessWording {
    typealias Strings = CatalogStrings

    let localizer: Localizer
    let formatters: Formatters

    /// The note about entries left out, if any.
    func skippedBanner(_ issues: [CatalogIssue]) -> Banner? {
        skipped(issues.count).map { Banner(.info, $0) }
    }

    /// One left-out entry, e.g. "#4 FOO: negative price (-5,00 €)".
    func issue(_ issue: CatalogIssue) -> String {
        localizer.string(
            CatalogStrings.issueRow,
            [
                "position": formatters.number(issue.position),
                "code": issue.code ?? localizer[CatalogStrings.noCode],
                "reason": reason(issue.reason),
            ])
    }

    /// Why an entry was left out; a negative price in its catalog's currency (a bare number when
    /// the currency is not known).
    func reason(_ reason: CatalogIssue.Reason) -> String {
        switch reason {
        case .notAnObject: localizer[CatalogStrings.reasonNotAnObject]
        case .nestedTooDeep: localizer[CatalogStrings.reasonNestedTooDeep]
        case .missingCode: localizer[CatalogStrings.reasonMissingCode]
        case .missingName: localizer[CatalogStrings.reasonMissingName]
        case .missingPrice: localizer[CatalogStrings.reasonMissingPrice]
        case .negativePrice(let amount, let currency):
            localizer.string(
                CatalogStrings.reasonNegativePrice,
                [
                    "price": currency.map { formatters.money(Money(amount: amount, currency: $0)) }
                        ?? formatters.number(amount)
                ])
        case .invalidPrice(let text): localizer.string(CatalogStrings.reasonInvalidPrice, ["value": text])
        case .unreadablePrice: localizer[CatalogStrings.reasonUnreadablePrice]
        case .duplicateCode: localizer[CatalogStrings.reasonDuplicateCode]
        }
    }
}
