/// One thing the command palette can do.
public struct PaletteEntry: Hashable, Sendable {
    /// What running the entry does.
    public enum Action: Hashable, Sendable {
        /// Sends the key to the top screen as if pressed (a screen's action, e.g. refresh).
        case key(Key)
        /// Goes back to the root and selects these tab indices, outermost first.
        case tab([Int])
        /// Opens the help overlay.
        case help
        /// Goes back one screen.
        case back
        /// Quits the app.
        case quit
    }

    /// What the user searches for: an action's label, or a tab's path ("Store › Catalog").
    public var title: String
    /// Shown muted at the right: the key that does the same, or "go to" for a tab.
    public var detail: String
    /// What running it does.
    public var action: Action

    /// An entry titled `title`.
    public init(_ title: String, detail: String, action: Action) {
        self.title = title
        self.detail = detail
        self.action = action
    }
}

/// The command palette (`:` or Ctrl-P): an input line over a fuzzy-matched list of every tab
/// reachable from the root and the top screen's actions, in a box at the top of the body.
///
/// Typing filters (see ``FuzzyMatch``); ↑↓, Ctrl-P/Ctrl-N and the wheel move; Enter or a click
/// runs the highlighted entry; Esc or a click outside the box closes.
public struct CommandPalette: Sendable {
    /// What a key did to the palette.
    public enum Outcome: Hashable, Sendable {
        /// The palette stays open.
        case keepOpen
        /// The palette closes.
        case close
        /// The palette closes and the entry's action runs.
        case run(PaletteEntry.Action)
    }

    /// Everything the palette offers, in the order shown for an empty query.
    public let entries: [PaletteEntry]
    /// What the user typed.
    public private(set) var query = ""
    /// The highlighted match's index in ``matches``.
    public private(set) var selection = 0
    /// How many matches are scrolled out of view at the top.
    private var offset = 0

    /// A palette offering `entries`.
    public init(entries: [PaletteEntry]) {
        self.entries = entries
    }

    /// The entries matching ``query``, best first, with the matched characters' offsets.
    public var matches: [(entry: PaletteEntry, positions: [Int])] {
        FuzzyMatch.rank(query, entries.map(\.title)).map { (entries[$0.index], $0.match.positions) }
    }

    /// Applies `key`; `body` is the space the palette is drawn in (for clicks and paging).
    mutating func handle(_ key: Key, in body: RenderContext) -> Outcome {
        let count = matches.count
        let layout = Layout(matches: count, in: body)
        switch key {
        case .escape: return .close
        case .enter: return run(selection)
        case .up, .control("p"), .shiftTab: move(by: -1, count: count, layout: layout)
        case .down, .control("n"), .tab: move(by: 1, count: count, layout: layout)
        case .pageUp: move(by: -layout.visible, count: count, layout: layout)
        case .pageDown: move(by: layout.visible, count: count, layout: layout)
        case .backspace, .delete: setQuery(String(query.dropLast()))
        case .control("u"): setQuery("")
        case .character(let character): setQuery(query + String(character))
        case .mouse(let event):
            switch event.action {
            case .wheelUp: move(by: -1, count: count, layout: layout)
            case .wheelDown: move(by: 1, count: count, layout: layout)
            case .release: break
            case .press:
                guard layout.contains(event) else { return .close }
                guard let row = layout.entryRow(at: event) else { break }
                return run(offset + row)
            }
        default: break
        }
        return .keepOpen
    }

    private func run(_ index: Int) -> Outcome {
        let matches = matches
        guard matches.indices.contains(index) else { return .keepOpen }
        return .run(matches[index].entry.action)
    }

    private mutating func setQuery(_ text: String) {
        query = text
        selection = 0
        offset = 0
    }

    private mutating func move(by step: Int, count: Int, layout: Layout) {
        guard count > 0 else { return }
        selection = min(max(0, selection + step), count - 1)
        if selection < offset { offset = selection }
        if selection >= offset + layout.visible { offset = selection - layout.visible + 1 }
    }

    /// `body` with the palette drawn over its top.
    func drawn(over body: [StyledLine], in context: RenderContext, labels: ShellLabels) -> [StyledLine] {
        let matches = matches
        let layout = Layout(matches: matches.count, in: context)
        guard layout.visible > 0 else { return body }
        let inner = layout.width - 2
        var rows = [
            StyledLine([
                Span(trusted: " › ", style: .accent.bold), Span(query), Span(trusted: "▏", style: .accent),
            ]),
            StyledLine([Span(trusted: String(repeating: "─", count: inner), style: .muted)]),
        ]
        if matches.isEmpty {
            rows.append(StyledLine([Span(trusted: " "), Span(labels.noMatches, style: .muted)]))
        }
        for index in offset..<min(matches.count, offset + layout.visible) {
            let (entry, positions) = matches[index]
            rows.append(
                Self.row(entry, highlighting: Set(positions), width: inner, selected: index == selection))
        }
        rows += Array(repeating: StyledLine.blank, count: layout.visible + 2 - rows.count)
        let hiddenAbove = offset > 0
        let hiddenBelow = offset + layout.visible < matches.count
        let more = hiddenAbove && hiddenBelow ? "↑↓" : hiddenAbove ? "↑" : hiddenBelow ? "↓" : ""
        let box = OverlayBox(title: labels.paletteTitle, rows: rows, note: more).lines(width: layout.width)
        var result = body
        for (index, line) in box.enumerated() where result.indices.contains(layout.top + index) {
            result[layout.top + index] = result[layout.top + index].overlaid(
                with: line, atColumn: layout.left)
        }
        return result
    }

    /// An entry's row: the title with matched characters emphasized, the detail at the right.
    private static func row(_ entry: PaletteEntry, highlighting: Set<Int>, width: Int, selected: Bool)
        -> StyledLine
    {
        var title = StyledLine([Span(trusted: " ")])
        for (offset, character) in entry.title.enumerated() {
            title.append(
                Span(String(character), style: highlighting.contains(offset) ? .accent.bold : .plain))
        }
        let detail = StyledLine([Span(entry.detail, style: .muted), Span(trusted: " ")])
        let line = StyledLine.spread(title, detail, width: width)
        return selected ? line.applying(.inverse) : line
    }

    /// The footer while the palette is open.
    static func footerHints(labels: ShellLabels) -> [KeyHint] {
        [
            KeyHint(KeyName.upDown, labels.downUp), KeyHint(KeyName.enter, labels.run),
            KeyHint(KeyName.escape, labels.close, priority: .vital),
        ]
    }

    /// Where the box goes in the body: one row below its top, centred, at most 72 cells wide; as
    /// tall as the matches (one row for "no matches"; input line and rule included) or the body
    /// allows.
    struct Layout {
        var top: Int
        var left: Int
        var width: Int
        /// Entry rows showing.
        var visible: Int

        init(matches: Int, in body: RenderContext) {
            top = body.height > 12 ? 1 : 0
            width = min(72, body.width >= 24 ? body.width - 4 : body.width)
            left = max(0, (body.width - width) / 2)
            // Border, input line and rule take four rows.
            visible = max(0, min(max(1, matches), body.height - top - 4))
        }

        /// Whether `event` (body rows) is inside the box.
        func contains(_ event: MouseEvent) -> Bool {
            (top..<top + visible + 4).contains(event.row) && (left..<left + width).contains(event.column)
        }

        /// The entry row (0 = first showing) under `event`, if it is over one.
        func entryRow(at event: MouseEvent) -> Int? {
            let row = event.row - top - 3
            return contains(event) && (0..<visible).contains(row) ? row : nil
        }
    }
}
