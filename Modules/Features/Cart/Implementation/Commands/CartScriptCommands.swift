import AppCore
import ArgumentParser
import CartInterface
import CatalogInterface
import Foundation
import Output
import PricingInterface

/// `cart [show|add|remove]`: the saved cart for scripts, shared with the store screen and any
/// other process on the same database (every change is a transaction on its line).
struct CartCommand: PluginCommand {
    static var configuration: CommandConfiguration {
        .localized(
            "cart", abstract: CartStrings.helpCart,
            subcommands: [CartShowCommand.self, CartAddCommand.self, CartRemoveCommand.self],
            defaultSubcommand: CartShowCommand.self)
    }

    @OptionGroup var app: AppOptions

    @MainActor func run(in context: AppContext) async throws {
        // Not reached: ArgumentParser always picks a subcommand (show by default).
        throw UsageStrings.chooseSubcommand(["show", "add", "remove"], context.localizer)
    }
}

/// `cart show`: the saved cart, priced with the current promotions.
struct CartShowCommand: PluginCommand {
    static var configuration: CommandConfiguration {
        .localized("show", abstract: CartStrings.helpCartShow)
    }

    @OptionGroup var app: AppOptions
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table

    @MainActor func run(in context: AppContext) async throws {
        let script = try await StoreScript.load(in: context)
        try script.printCart(try script.change { try $0.load() }, format: format, to: context)
    }
}

/// `cart add CODE [--quantity N]`.
struct CartAddCommand: PluginCommand {
    static var configuration: CommandConfiguration {
        .localized("add", abstract: CartStrings.helpCartAdd, discussion: .helpCartAddDiscussion, maximum)
    }

    @OptionGroup var app: AppOptions
    @Argument(help: .localized(CartStrings.helpCode)) var code: String
    @Option(
        parsing: .unconditional,
        help: .localized(CartStrings.helpQuantityAdd, maximum))
    var quantity: String = "1"
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table

    /// The code as every typed id is read (AppCore's `TypedIdentifier`): blanks around it dropped;
    /// empty, with control characters (shown escaped) or over 200 characters: exit 64.
    mutating func validate() throws { code = try TypedIdentifier.read(code, empty: CartStrings.cliEmptyCode) }

    @MainActor func run(in context: AppContext) async throws {
        let script = try await StoreScript.load(in: context)
        let units = try script.quantity(quantity)
        let product = try script.product(code)
        try script.printCart(
            try script.change { try $0.add(product, quantity: units) }, format: format, to: context)
    }
}

/// `cart remove CODE [--quantity N]`.
struct CartRemoveCommand: PluginCommand {
    static var configuration: CommandConfiguration {
        .localized("remove", abstract: CartStrings.helpCartRemove, discussion: .helpCartRemoveDiscussion)
    }

    @OptionGroup var app: AppOptions
    @Argument(help: .localized(CartStrings.helpCode)) var code: String
    @Option(
        parsing: .unconditional,
        help: .localized(CartStrings.helpQuantityRemove, maximum))
    var quantity: String?
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table

    /// The code read as `cart add` reads it.
    mutating func validate() throws { code = try TypedIdentifier.read(code, empty: CartStrings.cliEmptyCode) }

    @MainActor func run(in context: AppContext) async throws {
        let script = try await StoreScript.load(in: context)
        let units = try quantity.map { try script.quantity($0) }
        let product = script.snapshot.product(typed: code)?.code ?? code
        try script.printCart(
            try script.change { try $0.remove(product, quantity: units) }, format: format, to: context)
    }
}

/// `checkout`: pays for the saved cart (the simulated payment) and records the order.
struct CheckoutCommand: PluginCommand {
    static var configuration: CommandConfiguration {
        .localized("checkout", abstract: CartStrings.helpCheckout, discussion: .helpCheckoutDiscussion)
    }

    @OptionGroup var app: AppOptions
    @Option(
        name: .customLong("idempotency-key"),
        help: .localized(CartStrings.helpIdempotencyKey, valueName: "key"))
    var idempotencyKey: String?
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table

    @MainActor func run(in context: AppContext) async throws {
        let texts = try context.resolver.require(StoreTexts.self)
        let key = idempotencyKey ?? UUID().uuidString
        guard (1...200).contains(key.count) else {
            throw CommandFailure(
                texts.localizer.string(CartStrings.cliKeyLength, ["maximum": "200"]),
                exitCode: ExitStatus.usage)
        }
        let orders = try context.resolver.require(OrderHistoryStore.self)
        // A known key answers first, with its order, before the cart, the catalog or the payment
        // provider is asked anything: a retry after a payment whose answer was lost exits 0.
        let cart: CartContents
        switch try await Self.lookUp(key, in: orders, texts: texts) {
        case .paid(let recorded):
            try Self.print(recorded, format: format, texts: texts, to: context)
            return
        case .unpaid(let saved):
            cart = saved
        }
        let script = try await StoreScript.load(in: context)
        let (basket, _) = try script.priced(cart)
        guard !basket.lines.isEmpty else {
            throw CommandFailure(texts.localizer[CartStrings.cliNothingToPay])
        }
        let payments = try context.resolver.require(PaymentService.self)
        let authorization: String
        do {
            authorization = try await payments.authorize(basket)
        } catch {
            throw CommandFailure(texts.paymentFailure(error), logDetail: "\(error)")
        }
        let recorded: OrderReceipt
        do {
            recorded = try await orders.recordPayment(
                of: basket, authorization: authorization, paidAt: script.now,
                describer: texts.describer,
                idempotencyKey: key)
        } catch PaymentFailure.keyReused(let reference) {
            throw Self.keyReused(key, reference: reference, texts: texts)
        } catch let failure as PaymentFailure {
            throw CommandFailure(texts.paymentFailure(failure), logDetail: "\(failure)")
        }
        try Self.print(recorded, format: format, texts: texts, to: context)
    }

    /// What `key` names, read with the saved cart; a key already used for another basket is exit 65.
    @MainActor private static func lookUp(_ key: String, in orders: OrderHistoryStore, texts: StoreTexts)
        async throws -> KeyedCheckout
    {
        do {
            return try await orders.checkout(idempotencyKey: key)
        } catch let reused as IdempotencyKeyReused {
            throw keyReused(key, reference: reused.order.reference, texts: texts)
        } catch {
            throw CommandFailure(
                texts.localizer.string(
                    CartStrings.cliStorage, ["reason": texts.localizer[CartStrings.noticeStorage]]),
                logDetail: "\(error)")
        }
    }

    /// `key` already paid for order `reference`, a different basket: bad data (exit 65), as
    /// `cart remove` of a code the cart does not hold; nothing is charged.
    private static func keyReused(_ key: String, reference: String, texts: StoreTexts) -> CommandFailure {
        CommandFailure(
            texts.localizer.string(
                CartStrings.cliKeyReused, ["key": UsageText.bounded(key), "reference": reference]),
            exitCode: ExitStatus.dataError)
    }

    /// The paid order: the first payment and every retry under its key print the same.
    @MainActor private static func print(
        _ recorded: OrderReceipt, format: OutputFormat, texts: StoreTexts, to context: AppContext
    ) throws {
        switch format {
        case .json:
            context.output.line(
                try OutputFormat.json(
                    ListingEnvelope(
                        CheckoutReport(order: ReceiptReport(recorded)), source: .device, syncedAt: nil,
                        skipped: 0)))
        case .table:
            context.output.line(
                texts.localizer.string(
                    CartStrings.cliPaid,
                    ["reference": recorded.reference, "total": texts.money(recorded.total)]))
            context.output.line(texts.receiptTable(recorded))
        }
    }
}

/// `checkout --format json`: the recorded order.
struct CheckoutReport: Encodable {
    let order: ReceiptReport
}

/// `cart --format json`: the saved cart, priced.
struct CartReport: Encodable {
    let cart: BasketReport
    let unitCount: Int
}

/// `{maximum}` in the help of `cart add` and `cart remove`: the most units a line holds.
private let maximum = ["maximum": "\(CartStore.maximumQuantity)"]

/// What the cart commands share: the words, the catalog and promotions (saved copies work
/// offline), and the saved cart.
@MainActor struct StoreScript {
    let texts: StoreTexts
    let snapshot: CatalogSnapshot
    let rules: RuleSetLoad
    let pricing: any PricingService
    let store: CartStore
    let now: Date

    static func load(in context: AppContext) async throws -> StoreScript {
        let texts = try context.resolver.require(StoreTexts.self)
        let catalog = await (try context.resolver.require((any CatalogService).self)).load()
        guard let snapshot = catalog.snapshot else {
            throw CommandFailure(
                texts.localizer.string(
                    CartStrings.priceNoCatalog,
                    ["reason": texts.failure(.catalog(catalog.failure ?? .offline))]))
        }
        let pricing = try context.resolver.require((any PricingService).self)
        let rules: RuleSetLoad
        do {
            rules = try await pricing.loadRules()
        } catch {
            throw CommandFailure(texts.failure(.rules(error)))
        }
        return StoreScript(
            texts: texts, snapshot: snapshot, rules: rules, pricing: pricing,
            store: try context.resolver.require(CartStore.self),
            now: try context.resolver.require(WallClock.self).now())
    }

    /// A --quantity value: a whole number from 1 to the line limit, else exit 64.
    func quantity(_ text: String) throws -> Int {
        guard let value = Int(text), (1...CartStore.maximumQuantity).contains(value) else {
            throw CommandFailure(
                texts.localizer.string(
                    CartStrings.cliQuantityRange,
                    ["maximum": "\(CartStore.maximumQuantity)", "value": String(text.prefix(200))]),
                exitCode: ExitStatus.usage)
        }
        return value
    }

    /// The catalog's code for `code` (any letter case), else exit 65 naming the known codes.
    func product(_ code: String) throws -> String {
        guard let product = snapshot.product(typed: code) else { throw texts.unknownCode(code, in: snapshot) }
        return product.code
    }

    /// Runs one change on the saved cart, turning its refusals into messages.
    func change(_ apply: (CartStore) throws -> CartContents) throws -> CartContents {
        do {
            return try apply(store)
        } catch CartConflict.lineGone(let code) {
            throw CommandFailure(
                texts.localizer.string(CartStrings.cliNotInCart, ["code": String(code.prefix(200))]),
                exitCode: ExitStatus.dataError)
        } catch CartConflict.quantityLimit(let code, let maximum) {
            throw CommandFailure(
                texts.localizer.string(
                    CartStrings.noticeQuantityLimit, ["code": code, "maximum": "\(maximum)"]),
                exitCode: ExitStatus.dataError)
        } catch {
            throw CommandFailure(
                texts.localizer.string(
                    CartStrings.cliStorage, ["reason": texts.localizer[CartStrings.noticeStorage]]),
                logDetail: "\(error)")
        }
    }

    /// `cart` priced now with the current promotions (lines the catalog no longer sells are left out).
    func priced(_ cart: CartContents) throws -> (PricedBasket, OrderReceipt) {
        let lines = cart.basketLines(from: snapshot)
        let basket: PricedBasket
        do {
            basket = try pricing.price(lines, rules: rules.ruleSet, at: now)
        } catch {
            throw CommandFailure(texts.pricingFailure(error), exitCode: ExitStatus.dataError)
        }
        return (
            basket,
            ReceiptBuilder(describer: texts.describer).receipt(for: basket, paidAt: now, paymentReference: "")
        )
    }

    /// Prints `cart` priced, as a table or JSON.
    func printCart(_ cart: CartContents, format: OutputFormat, to context: AppContext) throws {
        let (_, receipt) = try priced(cart)
        switch format {
        case .json:
            let report = CartReport(
                cart: BasketReport(receipt, pricedAt: now, notes: []), unitCount: cart.unitCount)
            context.output.line(
                try OutputFormat.json(ListingEnvelope(report, source: .device, syncedAt: nil, skipped: 0)))
        case .table:
            context.output.line(
                cart.isEmpty ? texts.localizer[CartStrings.cliEmpty] : texts.receiptTable(receipt))
        }
    }
}
