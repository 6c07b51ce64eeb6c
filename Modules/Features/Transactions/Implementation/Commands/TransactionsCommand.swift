import AppCore
import ArgumentParser
import Foundation
import Localization
import Networking
import Output
import TransactionsInterface

/// `payback transactions [--category N] [--format table|json]`: the sorted (optionally
/// filtered) list and its per-currency sum, for people and scripts.
struct TransactionsCommand: PluginCommand {
    static var configuration: CommandConfiguration {
        .localized(
            "transactions", abstract: TransactionsStrings.helpTransactions,
            discussion: .helpTransactionsDiscussion)
    }

    @OptionGroup var server: ServerOptions

    @OptionGroup var device: DeviceOptions

    // A number, negative too ("-1" is an absent category, not an unknown option).
    @Option(
        parsing: .unconditional, help: .localized(TransactionsStrings.helpCategory))
    var category: Int?

    @Option(help: .localized(HelpStrings.format))
    var format: OutputFormat = .table

    @MainActor func run(in context: AppContext) async throws {
        let repository = try context.resolver.require(TransactionsRepository.self)
        let presenter = try context.resolver.require(TransactionsTexts.self)
        var loaded = try await load(repository, presenter: presenter)
        let (snapshot, failure) = (loaded.snapshot, loaded.failure)
        // The offline copy is stored on another thread while the list is sorted and written (in
        // one transaction), and awaited before exit, also when --category is refused: the
        // listing does not wait for it. Its task holds the server's body alone, so the body is
        // freed once stored, not kept beside the list until the listing is out.
        let keeping = context.storingBesideOutput { [payload = loaded.payload] in
            await repository.keepOfflineCopy(of: snapshot, payload: payload)
        }
        loaded.payload = nil
        let filter: CategoryFilter
        do {
            filter = try self.filter(for: snapshot.items, presenter.localizer)
        } catch {
            await keeping.value
            throw error
        }
        let listing = TransactionsListing(snapshot: snapshot, filter: filter, failure: failure)
        switch format {
        case .json: context.output.json(writing: listing)
        case .table: context.output.line(listing.table(presenter))
        }
        await keeping.value
        // The transactions are freed with the process, not one by one after the listing is out.
        ReleasedAtExit.process.keep(listing)
    }

    /// A fresh list; when loading fails in any way, the stored one (the listing says why); with
    /// none stored, a failure in the user's language (unreadable data exits 65).
    private func load(_ repository: TransactionsRepository, presenter: TransactionsTexts)
        async throws(CommandFailure) -> (
            snapshot: TransactionsSnapshot, failure: NetworkError?, payload: Data?
        )
    {
        do throws(NetworkError) {
            return try await repository.freshestAvailable(deferringOfflineCopy: true)
        } catch {
            throw CommandFailure(
                presenter.message(for: error), exitCode: error.exitStatus, logDetail: error.logDetail)
        }
    }

    /// The filter `--category` asks for; a category with no transactions is an error naming the
    /// ones present, in the user's language.
    private func filter(for transactions: [Transaction], _ localizer: Localizer) throws(CommandFailure)
        -> CategoryFilter
    {
        guard let category else { return .all }
        let present = Set(transactions.map(\.category)).sorted()
        guard present.contains(category) else {
            let arguments = [
                "category": String(category), "present": present.map(String.init).joined(separator: ", "),
            ]
            throw CommandFailure(
                localizer.string(
                    present.isEmpty
                        ? TransactionsStrings.errorNoCategoryEmpty : TransactionsStrings.errorNoCategory,
                    arguments),
                exitCode: ExitStatus.dataError)
        }
        return .category(category)
    }
}
