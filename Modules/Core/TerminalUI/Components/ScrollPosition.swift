/// Where a body taller than its window is scrolled to: ↑↓ (and j/k) move a line, PgUp/PgDn a
/// window, Home/End to either end, the mouse wheel three lines. ``window(_:height:more:)`` draws
/// the visible rows and, when rows are hidden below, a last row that says how to see them.
public struct ScrollPosition: Hashable, Sendable {
    /// The first row shown.
    public private(set) var offset = 0

    /// The top of the body.
    public init() {}

    /// Scrolls for `key` over a body of `count` rows in a window of `height` rows; true when
    /// the key is a scrolling key (even at an end, so it never falls through to other uses).
    public mutating func handle(_ key: Key, count: Int, height: Int) -> Bool {
        let visible = Self.visibleRows(count: count, height: height)
        switch key {
        case .up, .character("k"): offset -= 1
        case .down, .character("j"): offset += 1
        case .pageUp: offset -= visible
        case .pageDown, .character(" "): offset += visible
        case .home: offset = 0
        case .end: offset = count
        case .mouse(let event) where event.action == .wheelUp: offset -= 3
        case .mouse(let event) where event.action == .wheelDown: offset += 3
        default: return false
        }
        offset = min(max(0, offset), max(0, count - visible))
        return true
    }

    /// The rows of `lines` to draw in `height` rows from ``offset``; when rows are hidden below,
    /// the last row is `more(hidden)` ("↓ 12 more lines · ↓ PgDn").
    public func window(_ lines: [StyledLine], height: Int, more: (Int) -> StyledLine) -> [StyledLine] {
        guard lines.count > height, height > 1 else { return lines }
        let visible = Self.visibleRows(count: lines.count, height: height)
        let start = min(offset, lines.count - visible)
        let end = start + visible
        let hidden = lines.count - end
        return Array(lines[start..<end]) + (hidden > 0 ? [more(hidden)] : [.blank])
    }

    /// How many body rows fit when one row is kept for the "more" line.
    private static func visibleRows(count: Int, height: Int) -> Int {
        count > height && height > 1 ? height - 1 : max(1, height)
    }
}
