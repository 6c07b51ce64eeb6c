import AppCore
import ArgumentParser
import CartInterface
import CatalogInterface
import Formatting
import Foundation
import Output
import PricingInterface

/// `price CODE...`: the brief's scanning checkout. Prices the scanned codes with the current
/// promotions and prints the lines, the discounts and the total.
struct PriceCommand: PluginCommand, ReadsOptionFile {
    static var configuration: CommandConfiguration {
        .localized("price", abstract: CartStrings.helpPrice, discussion: .helpPriceDiscussion)
    }

    @OptionGroup var server: ServerOptions

    @OptionGroup var device: DeviceOptions
    @Argument(help: .localized(CartStrings.helpCodes))
    var codes: [String] = []
    @Option(
        name: .customLong("codes-file"),
        help: .localized(CartStrings.helpCodesFile, valueName: "path"))
    var codesFile: String?
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table
    @Option(
        help: .localized(CartStrings.helpAt, valueName: "date"))
    var at: String?

    mutating func validate() throws {
        if codes.isEmpty, codesFile == nil {
            throw ValidationError.localized(CartStrings.cliNameACode)
        }
        // Each code as every typed id is read (AppCore's `TypedIdentifier`): one with control
        // characters is refused shown escaped; `-` stands for standard input.
        codes = try codes.map {
            $0 == "-" ? $0 : try TypedIdentifier.read($0, empty: CartStrings.cliNameACode)
        }
    }

    /// What the runner shows progress for while it is read: a FIFO with no writer says it waits.
    var optionFilePath: String? { codesFile ?? (codes.contains("-") ? "-" : nil) }

    /// The promotions, or why they could not be loaded (kept for later: the codes' errors come first).
    private static func rules(from pricing: any PricingService) async -> Result<RuleSetLoad, RulesProblem> {
        do {
            return .success(try await pricing.loadRules())
        } catch {
            return .failure(error)
        }
    }

    @MainActor func run(in context: AppContext) async throws {
        let texts = try context.resolver.require(StoreTexts.self)
        let localizer = texts.localizer
        let date = try DateArgument.resolve(at, option: "--at", in: context)
        let catalogService = try context.resolver.require((any CatalogService).self)
        let pricing = try context.resolver.require((any PricingService).self)
        // The catalog and the promotions load on the other core while this one counts the codes;
        // their failures are reported in the order of a run that did one after the other.
        async let catalogLoad = catalogService.load()
        async let rulesLoad = Self.rules(from: pricing)
        // Each distinct code counted, looked up once and priced as one line: 100,000 scanned
        // items are a handful of products (the first unknown code is still the first scanned).
        let (codes, codesFile) = (codes, codesFile)
        let tallies = try await OptionFile.offThePool {
            try ScannedCodes.read(arguments: codes, file: codesFile, localizer: localizer)
        }
        let catalog = await catalogLoad
        guard let snapshot = catalog.snapshot else {
            throw CommandFailure(
                localizer.string(
                    CartStrings.priceNoCatalog,
                    ["reason": texts.failure(.catalog(catalog.failure ?? .offline))]))
        }
        let lines = try tallies.map { tally in
            let (code, count) = (tally.code, tally.count)
            guard let product = snapshot.product(typed: code) else {
                throw texts.unknownCode(code, in: snapshot)
            }
            return BasketLine(product: product.pricingProduct, quantity: count)
        }
        let rules: RuleSetLoad
        switch await rulesLoad {
        case .success(let load): rules = load
        case .failure(let problem): throw CommandFailure(texts.failure(.rules(problem)))
        }
        let basket: PricedBasket
        do {
            basket = try pricing.price(lines, rules: rules.ruleSet, at: date)
        } catch {
            throw CommandFailure(texts.pricingFailure(error), exitCode: ExitStatus.dataError)
        }
        let receipt = ReceiptBuilder(describer: texts.describer).receipt(
            for: basket, paidAt: date, paymentReference: "")
        let now = try context.resolver.require(WallClock.self).now()
        let notes = [
            texts.banner(
                for: StoreViewModel.Content(
                    catalog: snapshot, catalogFailure: catalog.failure, rules: rules, now: now))?
                .message
        ].compactMap { $0 }
        switch format {
        case .json:
            try context.output.json(BasketReport(receipt, pricedAt: date, notes: notes))
        case .table:
            context.output.line(texts.receiptTable(receipt))
            notes.forEach(context.output.line)
        }
    }
}

/// `orders [--format table|json]`: the kept receipts, newest first.
struct OrdersCommand: DeviceDataCommand {
    static var configuration: CommandConfiguration {
        .localized("orders", abstract: CartStrings.helpOrders)
    }

    @OptionGroup(visibility: .private) var server: ServerOptions

    @OptionGroup var device: DeviceOptions
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table

    @MainActor func run(in context: AppContext) async throws {
        let texts = try context.resolver.require(StoreTexts.self)
        let orders: [OrderReceipt]
        do {
            orders = try await context.resolver.require((any OrderHistoryService).self).orders()
        } catch {
            throw CommandFailure(texts.localizer[CartStrings.ordersError], logDetail: "\(error)")
        }
        switch format {
        case .json:
            // Orders are kept on this device only: never synced, nothing to skip.
            context.output.line(
                try OutputFormat.json(
                    ListingEnvelope(
                        OrdersReport(orders: orders.map(ReceiptReport.init)), source: .device, syncedAt: nil,
                        skipped: 0)))
        case .table:
            guard !orders.isEmpty else {
                context.output.line(texts.localizer[CartStrings.ordersEmpty])
                return
            }
            let localizer = texts.localizer
            context.output.table(
                orders,
                fields: [
                    .init(localizer[CartStrings.columnReference]) { $0.reference },
                    .init(localizer[CartStrings.columnDate]) {
                        texts.formatters.date($0.placedAt, style: .dateTime)
                    },
                    .init(localizer[CartStrings.columnItems], alignment: .right) {
                        texts.formatters.number($0.unitCount)
                    },
                    .init(localizer[CartStrings.columnTotal], alignment: .right) {
                        texts.money($0.total)
                    },
                ])
        }
    }
}
