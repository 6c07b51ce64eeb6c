import PacksInterface

/// Replacements for the feature's live services (demos and tests inject fakes from PacksTesting);
/// a `nil` service means the live one.
public struct PacksServices: Sendable {
    /// Fetches parcels; live: `GET /packs` through the environment's HTTP client.
    public var fetcher: (any PacksSource)?
    /// Stores the last list; live: the app database.
    public var cache: (any PacksCache)?
    /// Stores archived ids; live: the app database.
    public var archive: (any PacksArchive)?

    /// Services with the given replacements.
    public init(
        fetcher: (any PacksSource)? = nil, cache: (any PacksCache)? = nil,
        archive: (any PacksArchive)? = nil
    ) {
        self.fetcher = fetcher
        self.cache = cache
        self.archive = archive
    }

    /// Every service live.
    public static let live = PacksServices()
}
