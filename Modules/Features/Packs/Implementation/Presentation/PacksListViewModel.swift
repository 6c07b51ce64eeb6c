import AppCore
import Foundation
import Logging
import Networking
import Observation
import PacksInterface
import RemoteContent

/// The parcel list's state and actions: loading, refreshing, offline fallback, archiving.
///
/// Drives the list, details and archive screens (the terminal counterpart of SwiftUI views).
@MainActor @Observable
public final class PacksListViewModel {
    /// What the list shows.
    public enum State: Equatable, Sendable {
        /// The first load (or a retry after a failure) is running; nothing to show yet.
        case loading
        /// Parcels to show, sorted once.
        case loaded(PackCatalog)
        /// The server has no parcels for the user.
        case empty(syncedAt: Date)
        /// Nothing could be loaded, and nothing is stored.
        case failed(NetworkError)
    }

    /// The archive change just made, confirmed in a banner until the next key.
    public enum ArchiveChange: Equatable, Sendable {
        /// Parcel `id` was archived (hidden from the list).
        case archived(String)
        /// Parcel `id` was taken out of the archive (back in the list).
        case unarchived(String)
    }

    /// Why the shown data may be out of date (shown as a banner above the list).
    public enum Notice: Equatable, Sendable {
        /// Loading failed (offline or otherwise); the parcels shown were synced at `syncedAt`.
        case stale(NetworkError, syncedAt: Date)
    }

    /// What is showing: the sorted parcels and why they are not fresh, if they are not.
    struct Shown: Equatable, Sendable {
        var catalog: PackCatalog
        var notice: Notice?
        /// Entries of the server's list that could not be read and were left out.
        var skipped = 0
    }

    /// The shared remote-content state machine (load, retry, refresh, content kept on failure).
    private let content: RemoteContentModel<Shown, NetworkError>
    /// Whether the last archive change (or reading the archive) failed; the detail is logged.
    public private(set) var archiveFailed = false
    /// The ids the user archived.
    public private(set) var archivedIDs: Set<String> = []
    /// The archive change just saved, which the screens confirm; nil once the user moves on.
    public private(set) var archiveChange: ArchiveChange?
    /// The groups of parcels not archived, in list order (recomputed only when data or archive change).
    public private(set) var visibleSections: [PackSection] = []
    /// The groups of archived parcels, in list order.
    public private(set) var archivedSections: [PackSection] = []

    /// The words and formats of the screens.
    public let texts: PackTexts
    /// The current time (sync stamps, relative times).
    public let now: @Sendable () -> Date
    private let archive: any PacksArchive
    private let logger: Logger
    @ObservationIgnored private var pendingFetch: Task<Void, Never>?

    /// A view model loading through `repository` and archiving with `archive`.
    public init(
        repository: PacksRepository, archive: any PacksArchive, texts: PackTexts,
        now: @escaping @Sendable () -> Date, logger: Logger = Logger(label: PacksLog.label)
    ) {
        self.archive = archive
        self.texts = texts
        self.now = now
        self.logger = logger
        content = RemoteContentModel(
            load: { showing in await Self.fetch(from: repository, showing: showing) },
            isEmpty: { $0.catalog.sorted.isEmpty },
            keep: { shown, error in shown.notice = .stale(error, syncedAt: shown.catalog.syncedAt) })
    }

    /// When the parcels showing were synced with the server; nil while none show.
    public var lastSync: Date? { content.content?.catalog.syncedAt }

    /// What the list shows.
    public var state: State {
        switch content.state {
        case .loading: .loading
        case .loaded(let shown): .loaded(shown.catalog)
        case .empty(let shown): .empty(syncedAt: shown.catalog.syncedAt)
        case .failed(let error): .failed(error)
        }
    }

    /// Why the shown data may be out of date, if it may.
    public var notice: Notice? { content.content?.notice }
    /// Whether a refresh runs while the current data stays visible.
    public var isRefreshing: Bool { content.isRefreshing }
    /// How many entries of the server's list could not be read and were left out.
    public var skipped: Int { content.content?.skipped ?? 0 }

    /// The parcels shown, if any.
    public var catalog: PackCatalog? {
        if case .loaded(let shown) = content.state { return shown.catalog }
        return nil
    }

    /// Whether a first load, retry or refresh is running.
    public var isBusy: Bool { content.isBusy }

    /// The number of archived parcels present in the list.
    public var archivedCount: Int { archivedSections.reduce(0) { $0 + $1.packs.count } }

    /// The parcel with `id` in the current list.
    public func pack(id: String) -> Pack? { catalog?.pack(id: id) }

    /// Whether parcel `id` is archived.
    public func isArchived(_ id: String) -> Bool { archivedIDs.contains(id) }

    /// The first load: reads the archive, fetches, falls back to the stored list.
    public func load() async {
        readArchive()
        await content.load()
        rebuildSections()
    }

    /// Refreshes keeping the current data visible, or retries after a failure; waits until done.
    public func refresh() async {
        guard content.beginReload() else { return }
        archiveChange = nil
        await fetchShown()
    }

    /// Starts ``refresh()`` without waiting (for key handlers); the busy flags are set at once.
    public func requestRefresh() {
        guard content.beginReload() else { return }
        archiveChange = nil
        pendingFetch = Task { await self.fetchShown() }
    }

    /// Waits for a fetch started by ``requestRefresh()``.
    public func waitForPendingFetch() async {
        await pendingFetch?.value
    }

    /// Archives or unarchives parcel `id`, saved at once and confirmed by ``archiveChange``; false
    /// (and ``archiveFailed``) when not saved.
    @discardableResult
    public func setArchived(_ archived: Bool, id: String) -> Bool {
        archiveChange = nil
        do {
            try archive.setArchived(archived, id: id)
        } catch {
            logger.error("Could not save the archive change of \(id): \(error)")
            archiveFailed = true
            return false
        }
        archiveFailed = false
        if archived { archivedIDs.insert(id) } else { archivedIDs.remove(id) }
        archiveChange = archived ? .archived(id) : .unarchived(id)
        rebuildSections()
        return true
    }

    /// Hides the confirmation of the last archive change (the user went on to something else).
    public func dismissArchiveChange() {
        if archiveChange != nil { archiveChange = nil }
    }

    private func fetchShown() async {
        readArchive()
        await content.load()
        rebuildSections()
    }

    /// A fresh list; with nothing showing, the stored list stands in (saying why) when the fetch fails.
    private static func fetch(from repository: PacksRepository, showing: Shown?) async -> Result<
        Shown, NetworkError
    > {
        do throws(NetworkError) {
            guard showing == nil else {
                let fetched = try await repository.fetch()
                return .success(Shown(catalog: PackCatalog(fetched), skipped: fetched.skipped))
            }
            let load = try await repository.load()
            let catalog = PackCatalog(load.snapshot)
            guard let error = load.failure else {
                return .success(Shown(catalog: catalog, skipped: load.snapshot.skipped))
            }
            return .success(
                Shown(
                    catalog: catalog, notice: .stale(error, syncedAt: load.snapshot.syncedAt),
                    skipped: load.snapshot.skipped))
        } catch {
            return .failure(error)
        }
    }

    private func readArchive() {
        do {
            archivedIDs = try archive.archivedIDs()
        } catch {
            logger.error("Could not read the archived parcels: \(error)")
            archiveFailed = true
        }
    }

    private func rebuildSections() {
        guard let catalog else {
            visibleSections = []
            archivedSections = []
            return
        }
        visibleSections = catalog.sections(archivedIDs: archivedIDs, archived: false)
        archivedSections = catalog.sections(archivedIDs: archivedIDs, archived: true)
    }
}
