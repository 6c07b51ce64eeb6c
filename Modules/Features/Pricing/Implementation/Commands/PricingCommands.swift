import AppCore
import ArgumentParser
import Foundation
import Output
import PricingInterface

/// `rules [--format table|json] [--at DATE] [--rules FILE]`: the promotions and their status.
struct RulesCommand: PluginCommand {
    static var configuration: CommandConfiguration {
        .localized("rules", abstract: PricingStrings.helpRules, discussion: .helpRulesDiscussion)
    }

    @OptionGroup var server: ServerOptions

    @OptionGroup var device: DeviceOptions
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table
    @Option(
        help: .localized(PricingStrings.helpAt, valueName: "date"))
    var at: String?
    @Option(help: .localized(PricingStrings.helpRulesFile, valueName: "path"))
    var rules: String?

    @MainActor func run(in context: AppContext) async throws {
        let describer = try context.resolver.require(LocalizedPromotionDescriber.self)
        let date = try DateArgument.resolve(at, option: "--at", in: context)
        let load: RuleSetLoad
        if let rules {
            let ruleSet = try RulesFile.read(rules, localizer: describer.localizer)
            load = RuleSetLoad(ruleSet: ruleSet, source: .file(path: URL(fileURLWithPath: rules).path))
        } else {
            do {
                load = try await context.resolver.require((any PricingService).self).loadRules()
            } catch let problem as RulesProblem {
                let exitCode =
                    switch problem {
                    case .invalid: ExitStatus.dataError
                    case .network(let error): error.exitStatus
                    }
                throw CommandFailure(
                    PromotionTexts(describer: describer).failure(problem), exitCode: exitCode,
                    logDetail: problem.description)
            }
        }
        switch format {
        case .json:
            context.output.line(
                try OutputFormat.json(
                    RulesReport(rules: load.ruleSet.rules.map { RuleReport($0, at: date, describer) })
                        .envelope(for: load)))
        case .table:
            let texts = PromotionTexts(describer: describer)
            let localizer = describer.localizer
            context.output.table(
                load.ruleSet.rules,
                fields: [
                    .init(localizer[PricingStrings.columnIdentifier]) { $0.id },
                    .init(localizer[PricingStrings.columnName]) { describer.name(of: $0) },
                    .init(localizer[PricingStrings.columnRule]) { describer.summary(of: $0) },
                    .init(localizer[PricingStrings.columnProducts]) {
                        $0.productCodes.joined(separator: ", ")
                    },
                    .init(localizer[PricingStrings.columnStatus]) {
                        describer.statusName($0.status(at: date))
                    },
                    .init(localizer[PricingStrings.columnValidity]) { describer.validity(of: $0) },
                ])
            context.output.line(
                texts.banner(for: load, now: date)?.message ?? texts.source(of: load, now: date))
        }
    }
}

/// `rules --format json`: the rules inside AppCore's ``ListingEnvelope``.
struct RulesReport: Encodable {
    let rules: [RuleReport]

    /// The JSON document for rules from `load`; a rule set is used whole or not at all, so none is skipped.
    func envelope(for load: RuleSetLoad) -> ListingEnvelope<Self> {
        switch load.source {
        case .server(let syncedAt): ListingEnvelope(self, source: .server, syncedAt: syncedAt, skipped: 0)
        case .cache(let syncedAt): ListingEnvelope(self, source: .cache, syncedAt: syncedAt, skipped: 0)
        case .bundled: ListingEnvelope(self, source: .bundled, syncedAt: nil, skipped: 0)
        case .file: ListingEnvelope(self, source: .file, syncedAt: nil, skipped: 0)
        }
    }
}

/// One rule in `rules --format json`: stable keys, money as decimal strings.
struct RuleReport: Encodable {
    let id: String
    let name: String
    let type: String
    let products: [String]
    let summary: String
    let status: String
    @NullWhenUnset var validFrom: Date?
    @NullWhenUnset var validUntil: Date?

    init(_ rule: PricingRule, at date: Date, _ describer: LocalizedPromotionDescriber) {
        id = rule.id
        name = describer.name(of: rule)
        type =
            switch rule.kind {
            case .buyGetFree: "buyNGetMFree"
            case .bulkPrice: "bulkPrice"
            case .percentageOff: "percentageOff"
            case .unsupported(let type): type
            }
        products = rule.productCodes
        summary = describer.summary(of: rule)
        status =
            switch rule.status(at: date) {
            case .active: "active"
            case .scheduled: "scheduled"
            case .ended: "ended"
            case .unsupported: "unsupported"
            }
        validFrom = rule.validity?.start
        validUntil = rule.validity?.end
    }
}
