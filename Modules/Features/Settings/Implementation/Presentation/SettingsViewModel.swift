import AppCore
import Formatting
import Foundation
import Localization
import Logging
import Observation
import SettingsInterface

/// The Settings screen's state: the saved settings, what this run uses, and the outcome of
/// the last save. Saving persists at once; a new language also applies at once, to the whole
/// app through its ``LiveLanguage`` (the other settings wait for the next start).
@MainActor @Observable
public final class SettingsViewModel {
    /// What the screen shows.
    public enum State: Hashable, Sendable {
        /// Not read yet.
        case loading
        /// The saved settings (and the saved values that had to be ignored).
        case loaded(StoredSettingsService.Snapshot)
    }

    /// The outcome of the user's last change, shown until the next one.
    public enum Notice: Hashable, Sendable {
        /// The setting was saved.
        case saved(SettingKey)
        /// The setting could not be saved; its previous value stays.
        case saveFailed(SettingKey)
        /// Every setting was removed.
        case resetDone
        /// The settings could not be reset; they stay as they were.
        case resetFailed
        /// Every record the app keeps was erased (`rows` of them).
        case dataErased(rows: Int)
        /// The data could not be erased; it stays as it was.
        case eraseFailed
    }

    /// What the screen shows.
    @ObservationIgnored private let logger = Logger(label: "mosaic.settings")
    public private(set) var state = State.loading
    /// The outcome of the last change, if any.
    public private(set) var notice: Notice?
    /// The language this screen is drawn in: the one in use, then the one just chosen.
    public private(set) var displayLanguage: Language
    /// Settings changed since launch (their effect waits for the next start).
    public private(set) var changed: Set<SettingKey> = []
    /// What this run uses.
    let active: ActiveSettings

    private let service: StoredSettingsService
    private let localizer: Localizer
    private let liveLanguage: LiveLanguage?
    /// What the app keeps on disk ("Your data"); nil where the app has none to show (tests).
    public let data: AppDataService?
    /// What the app kept when the screen loaded or last erased (the "Your data" row's summary).
    public private(set) var storedData: AppDataReport?

    /// A view model saving through `service`; `localizer` is the app's. A language the user
    /// chooses is shown by this screen at once, and by the whole app when `liveLanguage` is given.
    init(
        service: StoredSettingsService, active: ActiveSettings, localizer: Localizer,
        liveLanguage: LiveLanguage? = nil, data: AppDataService? = nil
    ) {
        self.data = data
        self.service = service
        self.active = active
        self.localizer = localizer
        self.liveLanguage = liveLanguage
        self.displayLanguage = active.language
    }

    /// The saved settings, or the defaults before loading.
    public var settings: AppSettings {
        if case .loaded(let snapshot) = state { return snapshot.settings }
        return .defaults
    }

    /// Strings in ``displayLanguage``.
    public var strings: Localizer { localizer.switching(to: displayLanguage) }

    /// Formatting as the saved settings will have it: the saved region, else the environment's
    /// where it applies to the language, else the language's.
    public var exampleFormatters: Formatters {
        Formatters(
            localizer: strings, locale: savedRegion.locale(for: displayLanguage), timeZone: active.timeZone)
    }

    /// The formatting region the saved settings give: their region over the environment's.
    private var savedRegion: FormattingRegion {
        FormattingRegion(saved: settings.region, environment: active.region.environment)
    }

    /// Reads the saved settings; unusable values are ignored (and logged) by the service.
    public func load() {
        state = .loaded(service.load())
        storedData = dataReport()
    }

    /// Saves `choice` at once; on failure the previous value stays and the notice says why.
    public func choose(_ choice: SettingChoice) {
        guard case .loaded(var snapshot) = state else { return }
        let key = choice.key
        let updated = choice.applied(to: snapshot.settings)
        do {
            try service.save(updated, only: key)
        } catch {
            logger.error("Saving \(key.rawValue) failed: \(error)")
            notice = .saveFailed(key)
            return
        }
        snapshot.settings = updated
        snapshot.issues.removeAll { $0.key == key }
        state = .loaded(snapshot)
        changed.insert(key)
        if case .language(let language) = choice {
            displayLanguage = language ?? liveLanguage?.automatic ?? active.language
            liveLanguage?.choose(language)
        }
        notice = .saved(key)
    }

    /// Removes every saved choice; the defaults apply from the next start.
    public func reset() {
        guard case .loaded = state else { return }
        do {
            try service.reset()
        } catch {
            logger.error("Resetting the settings failed: \(error)")
            notice = .resetFailed
            return
        }
        state = .loaded(StoredSettingsService.Snapshot(settings: .defaults, issues: []))
        changed.formUnion(SettingKey.allCases)
        displayLanguage = liveLanguage?.automatic ?? active.language
        liveLanguage?.choose(nil)
        notice = .resetDone
    }

    /// What the app keeps now, in the screen's language; nil without a data service or when it
    /// cannot be read (logged).
    public func dataReport() -> AppDataReport? {
        guard let data else { return nil }
        do {
            return try data.report(localizer: strings)
        } catch {
            logger.error("Reading what the app stores failed: \(error)")
            return nil
        }
    }

    /// Erases every record the app keeps (settings included, so the defaults apply from the
    /// next start), in one transaction; on failure nothing changes and the notice says so.
    public func eraseData() {
        guard let data, case .loaded = state else { return }
        let rows: Int
        do {
            rows = try data.eraseRecords()
        } catch {
            logger.error("Erasing the app's data failed: \(error)")
            notice = .eraseFailed
            return
        }
        state = .loaded(StoredSettingsService.Snapshot(settings: .defaults, issues: []))
        changed.formUnion(SettingKey.allCases)
        displayLanguage = liveLanguage?.automatic ?? active.language
        liveLanguage?.choose(nil)
        storedData = dataReport()
        notice = .dataErased(rows: rows)
    }

    /// Hides the last notice.
    public func dismissNotice() {
        notice = nil
    }

    /// Whether the saved value of `key` differs from what this run uses, so it applies on the
    /// next start. A value reset to its default counts once it was changed in this session.
    public func isPending(_ key: SettingKey) -> Bool {
        let saved = settings
        switch key {
        case .language:
            return saved.language.map { $0 != active.language } ?? changed.contains(.language)
        case .region:
            let locale = savedRegion.locale(for: saved.language ?? active.language)
            return locale.identifier != active.locale.identifier
                && (saved.region != nil || changed.contains(.region) || changed.contains(.language))
        case .environment:
            return (saved.environment ?? .mock) != active.environment
        case .failureRate:
            return changed.contains(.failureRate)
        case .theme:
            return changed.contains(.theme)
        }
    }

}
