import Output
import Testing

/// `TextTable` built from rows and fields: one column per field, its cells from each row.
@Suite struct TextTableTests {
    private struct Item {
        let code: String
        let count: Int
    }

    @Test func fieldsPutEachCellUnderItsOwnHeading() {
        let items = [Item(code: "MUG", count: 12), Item(code: "VOUCHER", count: 3)]
        let table = TextTable(
            items,
            fields: [
                .init("CODE") { $0.code },
                .init("COUNT", alignment: .right) { String($0.count) },
            ])
        #expect(table.render() == "CODE     COUNT\n-------  -----\nMUG         12\nVOUCHER      3")
    }

    @Test func fieldsGiveTheSameTableAsColumnsAndRows() {
        let items = [Item(code: "漢字", count: 1), Item(code: "x\u{1B}[2Jy", count: 22)]
        let byFields = TextTable(
            items, fields: [.init("A") { $0.code }, .init("B", alignment: .right) { String($0.count) }])
        let byRows = TextTable(
            columns: [.init("A"), .init("B", alignment: .right)],
            rows: items.map { [$0.code, String($0.count)] })
        #expect(byFields.render() == byRows.render())
        #expect(byFields.rows == [["漢字", "1"], ["x\u{1B}[2Jy", "22"]])
    }

    @Test func noRowsIsTheHeadingAndRuleAlone() {
        let table = TextTable(
            [Item](), fields: [.init("CODE") { $0.code }, .init("COUNT") { String($0.count) }])
        #expect(table.rows.isEmpty)
        #expect(table.render() == "CODE  COUNT\n----  -----")
    }
}
