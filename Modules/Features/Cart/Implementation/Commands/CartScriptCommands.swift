import AppCore
import ArgumentParser
import CartInterface
import CatalogInterface
import Foundation
import Output
import PricingInterface
import SavedCart

/// `cart [show|add|remove]`: the saved cart for scripts, shared with the store screen and any
/// other process on the same database (every change is a transaction on its line).
struct CartCommand: PluginCommand {
    static var configuration: CommandConfiguration {
        .localized(
            "cart", abstract: CartStrings.helpCart,
            subcommands: [CartShowCommand.self, CartAddCommand.self, CartRemoveCommand.self],
            defaultSubcommand: CartShowCommand.self)
    }

    @OptionGroup var server: ServerOptions

    @OptionGroup var device: DeviceOptions

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

    @OptionGroup var server: ServerOptions

    @OptionGroup var device: DeviceOptions
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

    @OptionGroup var server: ServerOptions

    @OptionGroup var device: DeviceOptions
    @Argument(help: .localized(CartStrings.helpCode)) var code: String
    @Option(
        parsing: .unconditional,
        help: .localized(CartStrings.helpQuantityAdd, maximum))
    var quantity: String = "1"
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table

    /// The code as every typed id is read (AppCore's `TypedIdentifier`): blanks around it dropped;
    /// empty, with control characters (shown escaped) or over 200 characters: exit 64.
    mutating func validate() throws {
        code = try TypedIdentifier.read(code, empty: CartStrings.cliEmptyCode)
        _ = try StoreScript.quantity(quantity)
    }

    @MainActor func run(in context: AppContext) async throws {
        let script = try await StoreScript.load(in: context)
        let units = try StoreScript.quantity(quantity)
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

    @OptionGroup var server: ServerOptions

    @OptionGroup var device: DeviceOptions
    @Argument(help: .localized(CartStrings.helpCode)) var code: String
    @Option(
        parsing: .unconditional,
        help: .localized(CartStrings.helpQuantityRemove, maximum))
    var quantity: String?
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table

    /// The code read as `cart add` reads it.
    mutating func validate() throws {
        code = try TypedIdentifier.read(code, empty: CartStrings.cliEmptyCode)
        _ = try quantity.map { try StoreScript.quantity($0) }
    }

    @MainActor func run(in context: AppContext) async throws {
        let script = try await StoreScript.load(in: context)
        let units = try quantity.map { try StoreScript.quantity($0) }
        let product = script.snapshot.product(typed: code)?.code ?? code
        try script.printCart(
            try script.change { try $0.remove(product, quantity: units) }, format: format, to: context)
    }
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
    /// `text` as a quantity of 1 to the cart's maximum, else the usage error (exit 64). Called
    /// from the commands' `validate()`, so a bad value is refused before anything is opened.
    nonisolated static func quantity(_ text: String) throws -> Int {
        guard let value = Int(text), (1...CartStore.maximumQuantity).contains(value) else {
            throw ValidationError.localized(
                CartStrings.cliQuantityRange,
                ["maximum": "\(CartStore.maximumQuantity)", "value": String(text.prefix(200))])
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
