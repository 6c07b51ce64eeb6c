import AppCore
import ArgumentParser
import Foundation
import Networking
import OrdersInterface
import Output

/// `orders watch ID [--interval S] [--format table|json]`: polls one order and prints a line per
/// poll until it is delivered (or Ctrl-C); failed polls back off like the details screen.
struct OrderWatchCommand: PluginCommand {
    static var configuration: CommandConfiguration {
        .localized("watch", abstract: OrdersStrings.helpWatch, discussion: .helpWatchDiscussion)
    }

    @OptionGroup var server: ServerOptions

    @OptionGroup var device: DeviceOptions
    @Argument(help: .localized(OrdersStrings.helpID)) var id: String
    // Unconditional: "--interval -5" is a value to refuse with the range, not an unknown option.
    @Option(parsing: .unconditional, help: .localized(OrdersStrings.helpInterval)) var interval: Int = 10
    @Option(help: .localized(OrdersStrings.helpWatchFormat)) var format: OutputFormat = .table

    mutating func validate() throws {
        id = try TypedIdentifier.read(id, empty: OrdersStrings.cliEmptyId)
        guard (1...3_600).contains(interval) else {
            throw ValidationError.localized(OrdersStrings.cliInterval, ["value": "\(interval)"])
        }
    }

    @MainActor func run(in context: AppContext) async throws {
        let texts = try context.resolver.require(OrdersTexts.self)
        let service = try context.resolver.require((any OrdersService).self)
        let clock = try context.resolver.require((any Clock<Duration>).self)
        let wallClock = try context.resolver.require(WallClock.self)
        let schedule = PollSchedule(interval: .seconds(interval), cap: max(.seconds(60), .seconds(interval)))
        var previous: Order?
        var failures = 0
        while true {
            let result = await service.order(id: id)
            let order = try previous ?? OrderCommandSupport.order(in: result, id: id, texts: texts)
            let fresh = result.failure == nil ? result.order ?? order : order
            failures = result.failure == nil ? 0 : failures + 1
            let changed =
                previous.map { $0.status != fresh.status || $0.lastLocation != fresh.lastLocation } ?? true
            context.output.line(
                try line(fresh, at: wallClock.now(), changed: changed, failure: result.failure, texts: texts))
            previous = fresh
            if fresh.status == .delivered || !fresh.status.isActive { return }
            try await clock.sleep(for: schedule.delay(afterFailures: failures))
        }
    }

    private func line(
        _ order: Order, at date: Date, changed: Bool, failure: NetworkError?, texts: OrdersTexts
    )
        throws -> String
    {
        let problem = failure?.message(texts.localizer)
        switch format {
        case .json:
            return try OutputFormat.jsonLine(
                OrderWatchLine(
                    at: date, order: OrderReport(order, texts: texts), changed: changed,
                    stale: failure != nil,
                    problem: problem))
        case .table:
            // Seconds: polls come every few seconds, and each line says when it was made.
            var parts = [
                texts.formatters.date(date, style: .dateTimeSeconds), order.id, texts.status(order.status),
            ]
            if order.status == .delivered, let deliveredAt = order.deliveredAt {
                parts.append(texts.dateTime(deliveredAt))
            } else if let location = order.lastLocation {
                parts.append(location.label)
            }
            if let problem {
                parts.append(texts.localizer.string(OrdersStrings.watchStale, ["reason": problem]))
            }
            return parts.joined(separator: "  ")
        }
    }
}
