import Formatting
import Foundation
import Localization
import TerminalUI

/// The shell's words (status line, `?` help overlay, command palette), kept apart from
/// ``AppStrings`` so other chrome words can be added there without touching these.
enum ShellStrings: String, LocalizedKey, CaseIterable {
    case help = "appcore.shell.help"
    case commands = "appcore.shell.commands"
    case keysTitle = "appcore.shell.keysTitle"
    case onThisScreen = "appcore.shell.onThisScreen"
    case everywhere = "appcore.shell.everywhere"
    case search = "appcore.shell.search"
    case palette = "appcore.shell.palette"
    case downUp = "appcore.shell.downUp"
    case firstLast = "appcore.shell.firstLast"
    case goToTab = "appcore.shell.goToTab"
    case switchOuterTab = "appcore.shell.switchOuterTab"
    case wheel = "appcore.shell.wheel"
    case wheelAction = "appcore.shell.wheelAction"
    case click = "appcore.shell.click"
    case clickAction = "appcore.shell.clickAction"
    case anyKeyCloses = "appcore.shell.anyKeyCloses"
    case scroll = "appcore.shell.scroll"
    case paletteTitle = "appcore.shell.paletteTitle"
    case goTo = "appcore.shell.goTo"
    case noMatches = "appcore.shell.noMatches"
    case run = "appcore.shell.run"
    case close = "appcore.shell.close"
    /// The status line's environment: "mock", "stage", "prod", "data file".
    case environmentMock = "appcore.shell.environment.mock"
    case environmentStage = "appcore.shell.environment.stage"
    case environmentProd = "appcore.shell.environment.prod"
    case environmentDataFile = "appcore.shell.environment.dataFile"
    /// Added to the environment with --offline.
    case offline = "appcore.shell.offline"
    /// "synced {time}" for a sync earlier today.
    case syncedToday = "appcore.shell.syncedToday"
    /// "synced {date}" for an earlier day ({date} includes the time).
    case syncedEarlier = "appcore.shell.syncedEarlier"

    static var bundle: Bundle { .module }
}

extension ShellLabels {
    /// The shell's words in `localizer`'s language; no environment and no sync times (see
    /// ``withStatus(environment:dataFile:offline:formatters:now:)``).
    public init(_ localizer: Localizer) {
        self.init(
            help: localizer[ShellStrings.help], commands: localizer[ShellStrings.commands],
            keysTitle: localizer[ShellStrings.keysTitle], onThisScreen: localizer[ShellStrings.onThisScreen],
            everywhere: localizer[ShellStrings.everywhere], search: localizer[ShellStrings.search],
            palette: localizer[ShellStrings.palette], downUp: localizer[ShellStrings.downUp],
            firstLast: localizer[ShellStrings.firstLast], goToTab: localizer[ShellStrings.goToTab],
            switchOuterTab: localizer[ShellStrings.switchOuterTab], wheel: localizer[ShellStrings.wheel],
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
        environment: AppOptions.Environment, dataFile: Bool, offline: Bool, formatters: Formatters,
        now: @escaping @Sendable () -> Date
    ) -> ShellLabels {
        let localizer = formatters.localizer
        let source: ShellStrings
        switch environment {
        case _ where dataFile: source = .environmentDataFile
        case .mock: source = .environmentMock
        case .stage: source = .environmentStage
        case .prod: source = .environmentProd
        }
        var labels = self
        labels.environment = [localizer[source], offline ? localizer[ShellStrings.offline] : nil]
            .compactMap { $0 }.joined(separator: " · ")
        labels.synced = { date in
            let today = formatters.date(date, style: .date) == formatters.date(now(), style: .date)
            return today
                ? localizer.string(ShellStrings.syncedToday, ["time": formatters.date(date, style: .time)])
                : localizer.string(
                    ShellStrings.syncedEarlier, ["date": formatters.date(date, style: .dateTime)])
        }
        return labels
    }
}
