/// The bottom row: key hints ("↑↓ move  enter open  q quit").
///
/// When the row is too narrow, hints are left out whole, by priority: a screen's own hints
/// first (the last of them first), then global navigation, then the screen's primary actions,
/// then back, and quit last of all. One "…" stands where the last of them was, so the footer
/// never drops anything silently (and does not scatter marks between the hints it keeps).
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

    /// The row showing the hints at `kept`, with one "…" where the last hint left out was.
    private func row(_ kept: [Int]) -> StyledLine {
        let keptSet = Set(kept)
        let lastLeftOut = hints.indices.last { !keptSet.contains($0) }
        var parts: [[Span]] = []
        for index in hints.indices {
            if keptSet.contains(index) {
                parts.append(hints[index].spans)
            } else if index == lastLeftOut {
                parts.append([Span(trusted: "…", style: .muted)])
            }
        }
        var line = StyledLine([Span(trusted: " ")])
        for (index, part) in parts.enumerated() {
            if index > 0 { line.append(.spaces(2)) }
            line.spans += part
        }
        return line
    }

    private func rowWidth(_ kept: [Int]) -> Int { row(kept).width }
}
