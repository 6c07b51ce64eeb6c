/// The bottom row: key hints ("↑↓ move  enter open  q quit").
///
/// When the row is too narrow, hints are left out whole, by priority: a screen's own hints
/// first (the last of them first), then global navigation, then the screen's primary actions,
/// then back, and quit last of all. A "…" stands where
/// hints were left out, so the footer never drops anything silently.
public struct Footer: Component {
    /// The hints, in the order they are shown.
    public var hints: [KeyHint]

    /// A footer listing `hints`.
    public init(_ hints: [KeyHint]) {
        self.hints = hints
    }

    public func lines(width: Int) -> [StyledLine] {
        var kept = Array(hints.indices)
        // Leave out the least important hint (the rightmost among equals) until the row fits.
        while !kept.isEmpty, rowWidth(kept) > width {
            let drop = kept.enumerated().min { lhs, rhs in
                let (left, right) = (hints[lhs.element].priority, hints[rhs.element].priority)
                return left != right ? left < right : lhs.offset > rhs.offset
            }
            if let drop { kept.remove(at: drop.offset) }
        }
        return [row(kept).truncated(to: width)]
    }

    /// The row showing the hints at `kept`, with "…" where others were left out.
    private func row(_ kept: [Int]) -> StyledLine {
        var parts: [[Span]] = []
        var previous = -1
        for index in kept {
            if index > previous + 1 { parts.append([Span(trusted: "…", style: .muted)]) }
            parts.append(hints[index].spans)
            previous = index
        }
        if previous < hints.count - 1 { parts.append([Span(trusted: "…", style: .muted)]) }
        var line = StyledLine([Span(trusted: " ")])
        for (index, part) in parts.enumerated() {
            if index > 0 { line.append(.spaces(2)) }
            line.spans += part
        }
        return line
    }

    private func rowWidth(_ kept: [Int]) -> Int { row(kept).width }
}
