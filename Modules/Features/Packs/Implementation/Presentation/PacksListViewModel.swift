import Foundation
import Logging
import Networking
import Observation
import PacksInterface

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

    /// Why the shown data may be out of date (shown as a banner above the list).
    public enum Notice: Equatable, Sendable {
        /// Loading failed (offline or otherwise); the parcels shown were synced at `syncedAt`.
        case stale(NetworkError, syncedAt: Date)
    }

    /// What the list shows.
    public private(set) var state = State.loading
    /// Whether a refresh runs while the current data stays visible.
    public private(set) var isRefreshing = false
    /// Why the shown data may be out of date, if it may.
    public private(set) var notice: Notice?
    /// Whether the last archive change (or reading the archive) failed; the detail is logged.
    public private(set) var archiveFailed = false
    /// The ids the user archived.
    public private(set) var archivedIDs: Set<String> = []
    /// The groups of parcels not archived, in list order (recomputed only when data or archive change).
    public private(set) var visibleSections: [PackSection] = []
    /// The groups of archived parcels, in list order.
    public private(set) var archivedSections: [PackSection] = []

    /// The words and formats of the screens.
    public let texts: PackTexts
    /// The current time (sync stamps, relative times).
    public let now: @Sendable () -> Date
    private let repository: PacksRepository
    private let archive: any PackArchiving
    private let logger: Logger
    @ObservationIgnored private var pendingFetch: Task<Void, Never>?

    /// A view model loading through `repository` and archiving with `archive`.
    public init(
        repository: PacksRepository, archive: any PackArchiving, texts: PackTexts,
        now: @escaping @Sendable () -> Date, logger: Logger = Logger(label: PacksLog.label)
    ) {
        self.repository = repository
        self.archive = archive
        self.texts = texts
        self.now = now
        self.logger = logger
    }

    /// The parcels shown, if any.
    public var catalog: PackCatalog? {
        if case .loaded(let catalog) = state { return catalog }
        return nil
    }

    /// Whether a first load, retry or refresh is running.
    public var isBusy: Bool { state == .loading || isRefreshing }

    /// The number of archived parcels present in the list.
    public var archivedCount: Int { archivedSections.reduce(0) { $0 + $1.packs.count } }

    /// The parcel with `id` in the current list.
    public func pack(id: String) -> Pack? { catalog?.pack(id: id) }

    /// Whether parcel `id` is archived.
    public func isArchived(_ id: String) -> Bool { archivedIDs.contains(id) }

    /// The first load: reads the archive, fetches, falls back to the stored list.
    public func load() async {
        state = .loading
        await fetch()
    }

    /// Refreshes keeping the current data visible, or retries after a failure; waits until done.
    public func refresh() async {
        guard begin() else { return }
        await fetch()
    }

    /// Starts ``refresh()`` without waiting (for key handlers); the busy flags are set at once.
    public func requestRefresh() {
        guard begin() else { return }
        pendingFetch = Task { await self.fetch() }
    }

    /// Waits for a fetch started by ``requestRefresh()``.
    public func waitForPendingFetch() async {
        await pendingFetch?.value
    }

    /// Archives or unarchives parcel `id`, saved at once; false (and ``archiveFailed``) when not saved.
    @discardableResult
    public func setArchived(_ archived: Bool, id: String) -> Bool {
        do {
            try archive.setArchived(archived, id: id)
        } catch {
            logger.error("Could not save the archive change of \(id): \(error)")
            archiveFailed = true
            return false
        }
        archiveFailed = false
        if archived { archivedIDs.insert(id) } else { archivedIDs.remove(id) }
        rebuildSections()
        return true
    }

    /// Marks the start of a refresh or retry; false when one already runs.
    private func begin() -> Bool {
        switch state {
        case .loading: return false
        case .failed: state = .loading
        case .loaded, .empty:
            guard !isRefreshing else { return false }
            isRefreshing = true
        }
        return true
    }

    private func fetch() async {
        readArchive()
        let hasData = state != .loading
        do throws(NetworkError) {
            // With data on screen, a failure keeps it; without, the stored list is the fallback.
            if hasData {
                show(try await repository.fetch())
                notice = nil
            } else {
                let load = try await repository.load()
                show(load.snapshot)
                if case .cache(let error) = load.source {
                    notice = .stale(error, syncedAt: load.snapshot.syncedAt)
                } else {
                    notice = nil
                }
            }
        } catch {
            if let syncedAt = shownSyncTime {
                notice = .stale(error, syncedAt: syncedAt)
            } else {
                state = .failed(error)
            }
        }
        isRefreshing = false
    }

    private var shownSyncTime: Date? {
        switch state {
        case .loaded(let catalog): catalog.syncedAt
        case .empty(let syncedAt): syncedAt
        case .loading, .failed: nil
        }
    }

    private func show(_ snapshot: PacksSnapshot) {
        state = snapshot.packs.isEmpty ? .empty(syncedAt: snapshot.syncedAt) : .loaded(PackCatalog(snapshot))
        rebuildSections()
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
