import AppCore
import ArgumentParser
import Foundation
import Networking
import OrdersInterface
import Output
import RemoteContent

extension OrderFilter: ExpressibleByArgument {}

/// `orders list [--status S] [--format table|json]`: the orders, filtered, with where they came from.
struct OrdersListCommand: PluginCommand {
    static var configuration: CommandConfiguration {
        .localized("list", abstract: OrdersStrings.helpList, discussion: .helpListDiscussion)
    }

    @OptionGroup var server: ServerOptions

    @OptionGroup var device: DeviceOptions
    @Option(help: .localized(OrdersStrings.helpStatus)) var status: OrderFilter = .all
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table

    @MainActor func run(in context: AppContext) async throws {
        let texts = try context.resolver.require(OrdersTexts.self)
        let result = await (try context.resolver.require((any OrdersService).self)).orders()
        let snapshot = try texts.content(of: result)
        let orders = status.apply(to: snapshot.items)
        let now = try context.resolver.require(WallClock.self).now()
        switch format {
        case .json:
            let report = OrdersListReport(
                status: status.rawValue, count: orders.count,
                orders: orders.map { OrderReport($0, texts: texts) },
                problem: result.failure?.message(texts.localizer))
            context.output.line(
                try OutputFormat.json(
                    ListingEnvelope(
                        report, source: ListingSource(snapshot.source),
                        syncedAt: snapshot.syncedAt,
                        skipped: snapshot.skipped)))
        case .table:
            let localizer = texts.localizer
            context.output.table(
                orders,
                fields: [
                    .init(localizer[OrdersStrings.columnId]) { $0.id },
                    .init(localizer[OrdersStrings.columnName]) { $0.name },
                    .init(localizer[OrdersStrings.columnStatus]) { texts.status($0.status) },
                    .init(localizer[OrdersStrings.columnTo]) { $0.recipient.name },
                    .init(localizer[OrdersStrings.columnUpdate]) { texts.lastUpdate($0) },
                ])
            context.output.line(texts.title(filter: status, count: orders.count))
            if let skipped = texts.skipped(snapshot.skipped) { context.output.line(skipped) }
            context.output.line(
                texts.banner(for: result.failure, snapshot: snapshot, now: now)?.message
                    ?? texts.source(of: snapshot, now: now))
        }
    }
}

/// `orders show ID [--format table|json]`: one order's details, fetched by id.
struct OrderShowCommand: PluginCommand {
    static var configuration: CommandConfiguration {
        .localized("show", abstract: OrdersStrings.helpShow, discussion: .helpShowDiscussion)
    }

    @OptionGroup var server: ServerOptions

    @OptionGroup var device: DeviceOptions
    @Argument(help: .localized(OrdersStrings.helpID)) var id: String
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table

    mutating func validate() throws {
        id = try TypedIdentifier.read(id, empty: OrdersStrings.cliEmptyId)
    }

    @MainActor func run(in context: AppContext) async throws {
        let texts = try context.resolver.require(OrdersTexts.self)
        let result = await (try context.resolver.require((any OrdersService).self)).order(id: id)
        let order = try OrderCommandSupport.order(in: result, id: id, texts: texts)
        let now = try context.resolver.require(WallClock.self).now()
        switch format {
        case .json:
            let report = OrderShowReport(
                order: OrderReport(order, texts: texts), problem: result.failure?.message(texts.localizer))
            context.output.line(
                try OutputFormat.json(
                    ListingEnvelope(
                        report, source: result.source == .server ? .server : .cache,
                        syncedAt: result.syncedAt,
                        skipped: 0)))
        case .table:
            let content = OrderDetailContent(
                order: order, source: result.source, syncedAt: result.syncedAt ?? now,
                failure: result.failure,
                now: now)
            let lines = OrderDetailLayout(texts: texts).lines(content, width: 100)
            context.output.line(([order.name] + lines.map(\.plainText)).joined(separator: "\n"))
        }
    }
}

/// What the detail commands share.
enum OrderCommandSupport {
    /// The order of `result`, or the command's failure: an unknown id (HTTP 404, nothing saved)
    /// exits 65, other failures with their own status.
    static func order(in result: OrderDetailLoad, id: String, texts: OrdersTexts) throws(CommandFailure)
        -> Order
    {
        if let order = result.order { return order }
        let failure = result.failure ?? .httpStatus(code: 404, bodyExcerpt: "")
        if case .httpStatus(404, _) = failure {
            throw CommandFailure(
                texts.localizer.string(OrdersStrings.errorUnknownOrder, ["id": id]),
                exitCode: ExitStatus.dataError,
                logDetail: failure.logDetail)
        }
        throw CommandFailure(
            texts.localizer.string(
                OrdersStrings.detailUnavailable, ["id": id, "reason": failure.message(texts.localizer)]),
            exitCode: failure.exitStatus, logDetail: failure.logDetail)
    }
}
