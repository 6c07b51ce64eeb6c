/// The shape of a sectioned list: which rows are section headers and which are items.
///
/// Selection is tracked by item index (headers are never selected); this maps item indexes to
/// rows so ``ListState`` can keep the selection on screen.
public struct ListLayout: Hashable, Sendable {
    /// One visual row.
    enum Row: Hashable, Sendable {
        case header(section: Int)
        case item(section: Int, row: Int)
    }

    let rows: [Row]
    private let itemRows: [Int]

    /// A layout of sections with `sectionSizes` items each, every section preceded by a header
    /// row when `hasHeaders`.
    public init(sectionSizes: [Int], hasHeaders: Bool = true) {
        self.init(sections: sectionSizes.map { (hasHeader: hasHeaders, size: $0) })
    }

    /// A layout where each section says whether it has a header row.
    init(sections: [(hasHeader: Bool, size: Int)]) {
        var rows: [Row] = []
        var itemRows: [Int] = []
        for (section, shape) in sections.enumerated() {
            if shape.hasHeader { rows.append(.header(section: section)) }
            for row in 0..<max(0, shape.size) {
                itemRows.append(rows.count)
                rows.append(.item(section: section, row: row))
            }
        }
        self.rows = rows
        self.itemRows = itemRows
    }

    /// The number of selectable items.
    public var itemCount: Int { itemRows.count }

    /// The number of visual rows, headers included.
    public var rowCount: Int { rows.count }

    /// The section and row within it of item `item`, or nil when out of range.
    public func position(ofItem item: Int) -> (section: Int, row: Int)? {
        guard itemRows.indices.contains(item), case .item(let section, let row) = rows[itemRows[item]]
        else { return nil }
        return (section, row)
    }

    /// The visual row of item `item` (which must be in range).
    func rowIndex(ofItem item: Int) -> Int {
        itemRows[item]
    }

    /// The topmost row that should be visible with item `item`: its section header when it is
    /// the section's first item, otherwise the item itself.
    func revealTop(ofItem item: Int) -> Int {
        let row = itemRows[item]
        if row > 0, case .header = rows[row - 1] { return row - 1 }
        return row
    }
}
