import AppCore
import ArgumentParser
import CartInterface
import Foundation
import Output
import PricingInterface
import SavedCart

/// `checkout`: pays for the saved cart (the simulated payment) and records the order.
struct CheckoutCommand: PluginCommand {
    static var configuration: CommandConfiguration {
        .localized("checkout", abstract: CartStrings.helpCheckout, discussion: .helpCheckoutDiscussion)
    }

    @OptionGroup var server: ServerOptions

    @OptionGroup var device: DeviceOptions
    @Option(
        name: .customLong("idempotency-key"),
        help: .localized(CartStrings.helpIdempotencyKey, valueName: "key"))
    var idempotencyKey: String?
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table

    /// A key is read as every typed id is (blanks around it dropped; empty, over 200 characters
    /// or with a control character refused, exit 64), before anything is opened.
    mutating func validate() throws {
        idempotencyKey = try idempotencyKey.map {
            try TypedIdentifier.read($0, empty: CartStrings.cliEmptyKey)
        }
    }

    @MainActor func run(in context: AppContext) async throws {
        let texts = try context.resolver.require(StoreTexts.self)
        let key = idempotencyKey ?? UUID().uuidString
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
