import AppCore
import Foundation
import Localization
import TerminalUI

/// AppCore's own strings: the navigator's words and the runner's messages.
enum AppStrings: String, LocalizedKey, CaseIterable {
    case back = "runner.back"
    // `--help` of the `data` command and of a demo's `--scenario`.
    case helpData = "runner.help.data"
    case helpDataDiscussion = "runner.help.dataDiscussion"
    case helpDataShow = "runner.help.dataShow"
    case helpDataPath = "runner.help.dataPath"
    case helpDataWipe = "runner.help.dataWipe"
    case helpDataWipeYes = "runner.help.dataWipeYes"
    case helpScenario = "runner.help.scenario"
    case quit = "runner.quit"
    case switchTab = "runner.switchTab"
    /// "Reading {file}… {seconds} s" (a slow `--data-file` run).
    case readingDataFile = "runner.progress.readingDataFile"
    /// "This demo shows its scenario's made-up data and loads nothing; leave out {options} …"
    case demoLoadsNothing = "runner.error.demoLoadsNothing"
    /// Interactive mode without a terminal on stdin and stdout (CI, a pipe, a redirect).
    case needsTerminal = "runner.error.needsTerminal"
    /// "{operation} failed ({reason}); use --plain or --keys instead"
    case terminalCallFailed = "runner.error.terminalCallFailed"
    /// "cannot open {option} {path} ({reason}); logging to stderr" (`--log-file`, or `--log`)
    case logFileUnopenable = "runner.warning.logFileUnopenable"
    /// "cannot write to {option} {path} ({reason}); logging to stderr"
    case logFileUnwritable = "runner.warning.logFileUnwritable"
    /// "Unknown key "{key}" in --keys. Valid names: {names}, or any single character."
    case unknownKey = "runner.error.unknownKey"
    /// "“{screen}” was still loading after {seconds} s: …" (`--plain`/`--keys` stopped waiting)
    case stillLoading = "runner.error.stillLoading"

    static var bundle: Bundle { .module }
}

extension ChromeLabels {
    /// The navigator's words in the user's language (the shell's too, without status facts).
    public init(_ localizer: Localizer) {
        self.init(
            back: localizer[AppStrings.back], quit: localizer[AppStrings.quit],
            switchTab: localizer[AppStrings.switchTab])
        self.shell = ShellLabels(localizer)
    }
}
