/// The shape of a sectioned list: which rows are section headers, which are items, and which are
/// blank rows that set a section apart from the one before it.
///
/// Selection is tracked by item index (headers are never selected); this maps item indexes to
/// rows so ``ListState`` can keep the selection on screen. It stores one entry per section, not
/// per row: building it and every lookup cost O(sections) at most, so a list of 100,000 items
/// in a few sections scrolls as cheaply as a list of ten.
public struct ListLayout: Hashable, Sendable {
    /// One visual row.
    enum Row: Hashable, Sendable {
        /// A blank row before the header of `section`.
        case gap(section: Int)
        case header(section: Int)
        case item(section: Int, row: Int)
    }

    private struct Shape: Hashable, Sendable {
        let hasHeader: Bool
        let size: Int
        /// Blank rows before the section (before its header, else its first item).
        let gap: Int
        /// The visual row of the section's first row after its gap (its header, else its first item).
        let firstRow: Int
        /// The item index of the section's first item.
        let firstItem: Int
    }

    private let shapes: [Shape]
    /// The number of selectable items.
    public let itemCount: Int
    /// The number of visual rows, headers and gaps included.
    public let rowCount: Int

    /// A layout of sections with `sectionSizes` items each, every section preceded by a header
    /// row when `hasHeaders`.
    public init(sectionSizes: [Int], hasHeaders: Bool = true) {
        self.init(sections: sectionSizes.map { (hasHeader: hasHeaders, size: $0) })
    }

    /// A layout where each section says whether it has a header row.
    init(sections: [(hasHeader: Bool, size: Int)]) {
        self.init(sections: sections.map { (hasHeader: $0.hasHeader, size: $0.size, gap: 0) })
    }

    /// A layout where each section says whether it has a header row and how many blank rows
    /// come before it.
    init(sections: [(hasHeader: Bool, size: Int, gap: Int)]) {
        var shapes: [Shape] = []
        shapes.reserveCapacity(sections.count)
        var row = 0
        var item = 0
        for section in sections {
            let size = max(0, section.size)
            let gap = max(0, section.gap)
            row += gap
            shapes.append(
                Shape(hasHeader: section.hasHeader, size: size, gap: gap, firstRow: row, firstItem: item))
            row += size + (section.hasHeader ? 1 : 0)
            item += size
        }
        self.shapes = shapes
        self.itemCount = item
        self.rowCount = row
    }

    /// The number of sections.
    public var sectionCount: Int { shapes.count }

    /// The item index of the first item of `section` (the item count when the section is past the end).
    public func firstItem(ofSection section: Int) -> Int {
        shapes.indices.contains(section) ? shapes[section].firstItem : itemCount
    }

    /// The section and row within it of item `item`, or nil when out of range.
    public func position(ofItem item: Int) -> (section: Int, row: Int)? {
        guard item >= 0, item < itemCount, let section = section(containingItem: item) else { return nil }
        return (section, item - shapes[section].firstItem)
    }

    /// The visual row of item `item` (which must be in range).
    func rowIndex(ofItem item: Int) -> Int {
        guard let section = section(containingItem: item) else { return 0 }
        let shape = shapes[section]
        return shape.firstRow + (shape.hasHeader ? 1 : 0) + item - shape.firstItem
    }

    /// The topmost row that should be visible with item `item`: its section header when it is
    /// the section's first item, otherwise the item itself.
    func revealTop(ofItem item: Int) -> Int {
        let row = rowIndex(ofItem: item)
        guard let section = section(containingItem: item) else { return row }
        let shape = shapes[section]
        return shape.hasHeader && item == shape.firstItem ? row - 1 : row
    }

    /// The rows `range` (clamped to the list), in order: O(sections + rows returned).
    func rows(in range: Range<Int>) -> [Row] {
        let lower = max(0, range.lowerBound)
        let upper = min(rowCount, range.upperBound)
        guard lower < upper else { return [] }
        var rows: [Row] = []
        rows.reserveCapacity(upper - lower)
        for (index, shape) in shapes.enumerated() {
            let header = shape.hasHeader ? 1 : 0
            let end = shape.firstRow + header + shape.size
            guard end > lower else { continue }
            guard shape.firstRow - shape.gap < upper else { break }
            let gapFrom = max(lower, shape.firstRow - shape.gap)
            let gapTo = min(upper, shape.firstRow)
            if gapFrom < gapTo { rows += (gapFrom..<gapTo).map { _ in .gap(section: index) } }
            guard shape.firstRow < upper else { break }
            if shape.hasHeader, shape.firstRow >= lower { rows.append(.header(section: index)) }
            let itemsStart = shape.firstRow + header
            let from = max(lower, itemsStart)
            let to = min(upper, end)
            if from < to { rows += (from..<to).map { .item(section: index, row: $0 - itemsStart) } }
        }
        return rows
    }

    /// The section holding item `item`, by binary search over the sections' first items.
    private func section(containingItem item: Int) -> Int? {
        guard item >= 0, item < itemCount else { return nil }
        var low = 0
        var high = shapes.count - 1
        // The last section whose first item is <= item.
        while low < high {
            let middle = (low + high + 1) / 2
            if shapes[middle].firstItem <= item { low = middle } else { high = middle - 1 }
        }
        // Empty sections share their first item with the next one, so the last match holds the item.
        return low
    }
}
