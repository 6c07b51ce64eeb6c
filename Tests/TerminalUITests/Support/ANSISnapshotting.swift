import SnapshotTesting
import TerminalUI

extension Snapshotting where Value == [StyledLine], Format == String {
    /// Lines encoded with `theme`, escape codes made visible: ESC is written "␛" and every row
    /// ends in "│" so padding shows.
    static func ansi(_ theme: Theme) -> Snapshotting {
        SimplySnapshotting.lines.pullback { lines in
            lines.map { $0.ansiText(theme: theme).replacingOccurrences(of: "\u{1B}", with: "␛") + "│" }
                .joined(separator: "\n")
        }
    }
}

/// The three built-in themes, for snapshotting every component in each.
let allThemes: [Theme] = [.light, .dark, .noColor]
