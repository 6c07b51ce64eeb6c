import Formatting
import Foundation
import Localization
import Networking
import Swinject

/// Registers what every feature may ask the container for: the user's language and
/// formatting (and the live language Settings switches), the clock (tests and demos inject
/// their own) and the dates it implies.
public struct AppCoreAssembly: Assembly {
    private let localizer: Localizer
    private let formatters: Formatters
    private let clock: any Clock<Duration>
    private let liveLanguage: LiveLanguage
    private let origin: Date?
    private let dataSource: DataSource
    private let region: FormattingRegion

    /// Registers `localizer`, `formatters`, `clock` and the `liveLanguage` Settings switches; the
    /// ``WallClock`` shows `origin` (the system date when nil) at start and advances with `clock`;
    /// the ``DataSource`` is where this run's data comes from (a feature whose details have
    /// their own request serves them from a data file's list instead); `region` says which
    /// conventions formatting follows in each language (Settings shows what a change would give).
    public init(
        localizer: Localizer, formatters: Formatters, clock: any Clock<Duration>, liveLanguage: LiveLanguage,
        origin: Date? = nil, dataSource: DataSource = .environment(.mock), region: FormattingRegion = .init()
    ) {
        self.localizer = localizer
        self.formatters = formatters
        self.clock = clock
        self.liveLanguage = liveLanguage
        self.origin = origin
        self.dataSource = dataSource
        self.region = region
    }

    public func assemble(container: Container) {
        let (localizer, formatters, clock) = (self.localizer, self.formatters, self.clock)
        container.register(Localizer.self) { _ in localizer }
        container.register(Formatters.self) { _ in formatters }
        container.register((any Clock<Duration>).self) { _ in clock }
        let (liveLanguage, dataSource) = (self.liveLanguage, self.dataSource)
        container.register(LiveLanguage.self) { _ in liveLanguage }
        container.register(DataSource.self) { _ in dataSource }
        let region = self.region
        container.register(FormattingRegion.self) { _ in region }
        // One clock for the whole app, started when first asked for: "updated now" right after
        // a load means now, however long the start took.
        let origin = self.origin
        container.register(WallClock.self) { _ in WallClock(origin: origin ?? Date(), clock: clock) }
            .inObjectScope(.container)
    }
}
