import AppCore
import HiringInterface
import Networking
import RemoteContent

/// The list on show, why it is not fresh (if it is not), the instant of the load, and which
/// load it came from (so derived groups are rebuilt only when the data changes).
public typealias HiringContent = LoadedSnapshot<HiringSnapshot>

/// The hiring list: the shared remote-content model over the list provider, which falls back to
/// the saved list; a failed refresh keeps the list showing and says why.
public typealias HiringViewModel = RemoteContentModel<HiringContent, NetworkError>

extension RemoteContentModel where Content == HiringContent, Failure == NetworkError {
    /// A model loading `list`, stamped with `clock`'s time.
    public convenience init(list: any HiringService, clock: WallClock) {
        self.init(loading: list.load, clock: clock, isEmpty: { !$0.items.contains(where: \.hasName) })
    }
}
