/// The `?` overlay: every key of the top screen (its full ``Screen/keyHints``, not just what fits
/// the footer), then the keys that work everywhere, in a box over the body.
///
/// Any key closes it and is not passed on. When the box is taller than the body, ↑↓ (and `j`
/// `k`, PgUp/PgDn, Home/End, the wheel) scroll it instead, and a "↓"/"↑" in its border says
/// more rows are hidden.
public struct HelpOverlay: Sendable {
    /// One row of the overlay: a heading, or a key and what it does.
    public enum Row: Hashable, Sendable {
        case heading(String)
        case key(String, String)
    }

    /// The box's title, e.g. "Keys · Parcels".
    public let title: String
    /// The rows, in order.
    public let rows: [Row]
    /// How many rows are scrolled out of view at the top.
    public private(set) var offset = 0

    /// The overlay for `navigator`'s top screen, in its words.
    @MainActor
    init(navigator: Navigator) {
        let labels = navigator.labels
        let words = labels.shell
        let top = navigator.top
        var everywhere: [KeyHint] = []
        if navigator.stack.count > 1, top.allowsBack {
            everywhere.append(KeyHint(KeyName.escape, labels.back))
        }
        everywhere += Self.tabHints(of: top.tabHost, labels: labels)
        if top.isSearchable { everywhere.append(KeyHint("/", words.search)) }
        everywhere += [
            KeyHint(": ctrl-p", words.palette), KeyHint("j k", words.downUp), KeyHint("g G", words.firstLast),
            KeyHint("q", labels.quit),
        ]
        if navigator.acceptsMouse {
            everywhere += [KeyHint(words.wheel, words.wheelAction), KeyHint(words.click, words.clickAction)]
        }
        let shown = Set(everywhere.map { [$0.key, $0.label] })
        let own = top.keyHints.filter { !shown.contains([$0.key, $0.label]) }
        var rows: [Row] = []
        if !own.isEmpty { rows = [.heading(words.onThisScreen)] + own.map { .key($0.key, $0.label) } }
        rows += [.heading(words.everywhere)] + everywhere.map { .key($0.key, $0.label) }
        self.title = words.keysTitle + " · " + Self.showingTitle(of: top)
        self.rows = rows
    }

    /// The title of what `screen` shows: the selected tab's, through nested containers.
    @MainActor
    private static func showingTitle(of screen: any Screen) -> String {
        guard let host = screen.tabHost, host.tabs.indices.contains(host.selectedIndex) else {
            return screen.title
        }
        return showingTitle(of: host.tabs[host.selectedIndex])
    }

    /// The tab keys of the containers showing, outermost first: Ctrl-←→ and Alt-1–9 for an outer
    /// one, Tab and 1–9 for an ordinary one (containers with one tab have none).
    @MainActor
    private static func tabHints(of host: (any TabHosting)?, labels: ChromeLabels) -> [KeyHint] {
        guard let host else { return [] }
        var hints: [KeyHint] = []
        if host.tabs.count > 1 {
            if (host as? TabContainer)?.switching == .productKeys {
                hints += [
                    KeyHint(KeyName.controlLeftRight, labels.shell.switchOuterTab),
                    KeyHint(KeyName.altDigits, labels.shell.goToProduct),
                ]
            } else {
                hints += [KeyHint(KeyName.tab, labels.switchTab), KeyHint("1–9", labels.shell.goToTab)]
            }
        }
        let selected = host.tabs.indices.contains(host.selectedIndex) ? host.tabs[host.selectedIndex] : nil
        return hints + tabHints(of: selected?.tabHost, labels: labels)
    }

    /// The overlay after `key`: scrolled, or nil when the key closes it.
    func handle(_ key: Key, in body: RenderContext) -> HelpOverlay? {
        let visible = Self.visibleRows(rows.count, in: body)
        let scrollable = rows.count > visible
        var next = self
        switch key {
        case .mouse(let event):
            switch event.action {
            case .wheelUp: next.offset -= 1
            case .wheelDown: next.offset += 1
            case .release: break
            case .press: return nil
            }
        case _ where !scrollable: return nil
        case .up, .character("k"): next.offset -= 1
        case .down, .character("j"): next.offset += 1
        case .pageUp: next.offset -= visible
        case .pageDown: next.offset += visible
        case .home: next.offset = 0
        case .end: next.offset = rows.count
        default: return nil
        }
        next.offset = min(max(0, next.offset), rows.count - visible)
        return next
    }

    /// How many rows fit in `body` (two go to the border).
    private static func visibleRows(_ count: Int, in body: RenderContext) -> Int {
        max(0, min(count, body.height - 2))
    }

    /// `body` with the box drawn over it, centred.
    func drawn(over body: [StyledLine], in context: RenderContext, labels: ShellLabels) -> [StyledLine] {
        let visible = Self.visibleRows(rows.count, in: context)
        guard visible > 0 else { return body }
        let keyWidth = min(
            14, rows.map { row in if case .key(let key, _) = row { TextWidth.of(key) } else { 0 } }.max() ?? 0
        )
        let lines = rows.map { row in
            switch row {
            case .heading(let text):
                StyledLine([Span(trusted: " "), Span(text, style: .primary.bold)])
            case .key(let key, let label):
                StyledLine([
                    Span(trusted: "   "), Span(TextWidth.pad(key, toWidth: keyWidth), style: .accent.bold),
                    Span(trusted: "  "), Span(label),
                ])
            }
        }
        let contentWidth = lines.map(\.width).max() ?? 0
        let width = min(context.width, max(contentWidth + 3, TextWidth.of(title) + 6))
        let hiddenAbove = offset > 0
        let hiddenBelow = offset + visible < rows.count
        let arrows = hiddenAbove && hiddenBelow ? "↑↓" : hiddenBelow ? "↓" : hiddenAbove ? "↑" : ""
        let note = arrows.isEmpty ? labels.anyKeyCloses : arrows + " " + labels.scroll
        let box = OverlayBox(title: title, rows: Array(lines[offset..<offset + visible]), note: note)
            .lines(width: width)
        let top = max(0, (context.height - box.count) / 2)
        let left = max(0, (context.width - width) / 2)
        var result = body
        for (index, line) in box.enumerated() where result.indices.contains(top + index) {
            result[top + index] = result[top + index].overlaid(with: line, atColumn: left)
        }
        return result
    }

    /// The footer while the overlay is open: ↑↓ when it scrolls, and Esc (any key closes it).
    func footerHints(in body: RenderContext, labels: ShellLabels) -> [KeyHint] {
        let scroll =
            rows.count > Self.visibleRows(rows.count, in: body)
            ? [KeyHint(KeyName.upDown, labels.scroll)] : []
        return scroll + [KeyHint(KeyName.escape, labels.close, priority: .vital)]
    }
}
