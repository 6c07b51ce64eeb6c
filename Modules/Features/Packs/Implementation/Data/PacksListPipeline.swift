import Foundation
import JSONDecoding
import Logging
import Networking
import PacksInterface

/// What the app does with a `GET /packs` body before drawing it, as one call: decode element by
/// element (``TolerantList``), map to parcels, sort, group. The same functions the repository,
/// `packs list` and the screens run; public so benchmarks (`Benchmarks/MosaicBenchmarks`) measure them.
public enum PacksListPipeline {
    /// The groups of `body`'s parcels in list order, and how many entries were left out.
    public static func sections(decoding body: Data, logger: Logger = Logger(label: PacksLog.label))
        throws(NetworkError) -> (sections: [PackSection], skipped: Int)
    {
        let response = try APIClient.decode(PacksResponseDTO.self, from: body)
        let packs = RemotePacksSource.packs(from: response, logger: logger)
        let catalog = PackCatalog(
            PacksSnapshot(items: packs, syncedAt: Date(timeIntervalSince1970: 0), source: .server))
        return (
            PackSection.grouping(sorted: catalog.sorted),
            response.skipped.count + response.packs.count - packs.count
        )
    }
}
