import AppCore
import Formatting
import Foundation
import Localization
import Networking
import TerminalUI

/// The shell's words (status line, `?` help overlay, command palette), kept apart from
/// ``AppStrings`` so other chrome words can be added there without touching these.
enum ShellStrings: String, LocalizedKey, CaseIterable {
    case help = "runner.shell.help"
    case commands = "runner.shell.commands"
    case keysTitle = "runner.shell.keysTitle"
    case onThisScreen = "runner.shell.onThisScreen"
    case everywhere = "runner.shell.everywhere"
    case search = "runner.shell.search"
    case palette = "runner.shell.palette"
    case downUp = "runner.shell.downUp"
    case firstLast = "runner.shell.firstLast"
    case goToTab = "runner.shell.goToTab"
    case switchOuterTab = "runner.shell.switchOuterTab"
    case goToProduct = "runner.shell.goToProduct"
    case wheel = "runner.shell.wheel"
    case wheelAction = "runner.shell.wheelAction"
    case click = "runner.shell.click"
    case clickAction = "runner.shell.clickAction"
    case anyKeyCloses = "runner.shell.anyKeyCloses"
    case scroll = "runner.shell.scroll"
    case paletteTitle = "runner.shell.paletteTitle"
    case goTo = "runner.shell.goTo"
    case noMatches = "runner.shell.noMatches"
    case run = "runner.shell.run"
    case close = "runner.shell.close"
    /// The status line's environment: "mock", "stage", "prod", "data file".
    case environmentMock = "runner.shell.environment.mock"
    case environmentStage = "runner.shell.environment.stage"
    case environmentProd = "runner.shell.environment.prod"
    case environmentDataFile = "runner.shell.environment.dataFile"
    /// Added to the environment with --offline.
    case offline = "runner.shell.offline"
    /// "synced {time}" for a sync earlier today.
    case syncedToday = "runner.shell.syncedToday"
    /// "synced {date}" for an earlier day ({date} includes the time).
    case syncedEarlier = "runner.shell.syncedEarlier"

    static var bundle: Bundle { .module }
}

extension ShellLabels {
    /// The shell's words in `localizer`'s language; no environment and no sync times (see
    /// ``withStatus(source:offline:formatters:now:)``).
    public init(_ localizer: Localizer) {
        self.init(
            help: localizer[ShellStrings.help], commands: localizer[ShellStrings.commands],
            keysTitle: localizer[ShellStrings.keysTitle], onThisScreen: localizer[ShellStrings.onThisScreen],
            everywhere: localizer[ShellStrings.everywhere], search: localizer[ShellStrings.search],
            palette: localizer[ShellStrings.palette], downUp: localizer[ShellStrings.downUp],
            firstLast: localizer[ShellStrings.firstLast], goToTab: localizer[ShellStrings.goToTab],
            switchOuterTab: localizer[ShellStrings.switchOuterTab],
            goToProduct: localizer[ShellStrings.goToProduct], wheel: localizer[ShellStrings.wheel],
            wheelAction: localizer[ShellStrings.wheelAction], click: localizer[ShellStrings.click],
            clickAction: localizer[ShellStrings.clickAction],
            anyKeyCloses: localizer[ShellStrings.anyKeyCloses],
            scroll: localizer[ShellStrings.scroll], paletteTitle: localizer[ShellStrings.paletteTitle],
            goTo: localizer[ShellStrings.goTo], noMatches: localizer[ShellStrings.noMatches],
            run: localizer[ShellStrings.run], close: localizer[ShellStrings.close])
    }

    /// These words with the status line's facts: the data environment ("mock", "prod · offline",
    /// "data file" for `--data-file`) and sync times in `formatters`' language and time zone —
    /// "synced 14:02" for today as `now` tells it, "synced Nov 14, 2023, 09:30" for earlier days.
    public func withStatus(
        source data: DataSource, offline: Bool, formatters: Formatters,
        now: @escaping @Sendable () -> Date
    ) -> ShellLabels {
        let localizer = formatters.localizer
        let source: ShellStrings
        switch data {
        case .file: source = .environmentDataFile
        case .environment(.mock): source = .environmentMock
        case .environment(.stage): source = .environmentStage
        case .environment(.prod): source = .environmentProd
        }
        var labels = self
        labels.environment = [localizer[source], offline ? localizer[ShellStrings.offline] : nil]
            .compactMap { $0 }.joined(separator: " · ")
        labels.synced = { date in
            return formatters.isSameDay(date, as: now())
                ? localizer.string(ShellStrings.syncedToday, ["time": formatters.date(date, style: .time)])
                : localizer.string(
                    ShellStrings.syncedEarlier, ["date": formatters.date(date, style: .dateTime)])
        }
        return labels
    }
}
