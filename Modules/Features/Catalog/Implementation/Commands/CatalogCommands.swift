import AppCore
import ArgumentParser
import CatalogInterface
import Formatting
import Foundation
import Networking
import Output
import RemoteContent

/// `products [--format table|json]`: the product list, and the entries left out.
struct ProductsCommand: PluginCommand {
    static var configuration: CommandConfiguration {
        .localized("products", abstract: CatalogStrings.helpProducts, discussion: .helpProductsDiscussion)
    }

    @OptionGroup var server: ServerOptions

    @OptionGroup var device: DeviceOptions
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table

    @MainActor func run(in context: AppContext) async throws {
        let texts = try context.resolver.require(CatalogTexts.self)
        let result = await (try context.resolver.require((any CatalogService).self)).load()
        let snapshot = try texts.content(of: result)
        let now = try context.resolver.require(WallClock.self).now()
        switch format {
        case .json:
            context.output.line(
                try OutputFormat.json(
                    ProductsReport(snapshot, failure: result.failure, texts: texts).envelope))
        case .table:
            let localizer = texts.localizer
            context.output.table(
                snapshot.products,
                fields: [
                    .init(localizer[CatalogStrings.columnCode]) { $0.code },
                    .init(localizer[CatalogStrings.columnName]) { $0.name },
                    .init(localizer[CatalogStrings.columnPrice], alignment: .right) {
                        texts.formatters.money($0.price)
                    },
                ])
            // How many were left out (also when none could be read), then each and why.
            if let skipped = texts.skipped(snapshot.issues.count) { context.output.line(skipped) }
            for issue in snapshot.issues {
                context.output.line(texts.issue(issue))
            }
            context.output.line(
                texts.banner(for: result.failure, snapshot: snapshot, now: now)?.message
                    ?? texts.source(of: snapshot, now: now))
        }
    }
}

/// The catalog in `products --format json`: prices as exact decimal strings, the entries left out
/// (`skippedEntries`), inside AppCore's ``ListingEnvelope``.
struct ProductsReport: Encodable {
    struct Item: Encodable {
        let code: String
        let name: String
        let price: String
        let currency: String
    }

    struct Skipped: Encodable {
        let position: Int
        @NullWhenUnset var code: String?
        let reason: String
    }

    let products: [Item]
    let skippedEntries: [Skipped]
    /// Why the server's catalog could not be used, when the saved one is shown.
    @NullWhenUnset var problem: String?
    private let snapshot: CatalogSnapshot

    private enum CodingKeys: String, CodingKey {
        case products, skippedEntries, problem
    }

    /// The JSON document: the catalog with where it came from, when, and how many entries were left out.
    var envelope: ListingEnvelope<Self> {
        ListingEnvelope(
            self, source: ListingSource(snapshot.source), syncedAt: snapshot.syncedAt,
            skipped: snapshot.issues.count)
    }

    init(_ snapshot: CatalogSnapshot, failure: NetworkError?, texts: CatalogTexts) {
        products = snapshot.products.map {
            Item(
                code: $0.code, name: $0.name, price: DecimalText.string($0.price),
                currency: $0.price.currency)
        }
        skippedEntries = snapshot.issues.map {
            Skipped(position: $0.position, code: $0.code, reason: texts.reason($0.reason))
        }
        problem = failure?.message(texts.localizer)
        self.snapshot = snapshot
    }
}
