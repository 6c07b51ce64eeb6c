import SnapshotTesting
import Testing

@testable import TerminalUI

/// Every component in the light, dark and no-color themes, escape codes made visible.
@Suite struct ComponentSnapshotTests {
    private let width = 44

    private func assertThemedSnapshots(
        _ lines: [StyledLine], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) {
        for theme in allThemes {
            assertSnapshot(
                of: lines, as: .ansi(theme), named: theme.name, fileID: fileID, file: filePath,
                testName: testName, line: line, column: column)
        }
    }

    @Test func titleBar() {
        assertThemedSnapshots(
            TitleBar("Payback › Transactions", trailing: "offline").lines(width: width)
                + TitleBar("A very long title that cannot fit in the bar", trailing: "3/9").lines(
                    width: width))
    }

    @Test func sectionedList() {
        let sections = [
            ListSection(
                "Today",
                rows: [
                    ListRow("Coffee at Żabka", detail: "+12 pts", detailStyle: .success),
                    ListRow("漢字 Sushi", detail: "+40 pts", detailStyle: .success),
                ]),
            ListSection(
                "Yesterday", count: 12,
                rows: [
                    ListRow("Refund 👍🏽", detail: "-30 pts", detailStyle: .danger),
                    ListRow("A merchant with a remarkably long name", detail: "+1 pts"),
                ]),
        ]
        var state = ListState()
        state.select(2, in: SectionedList(sections).layout, viewport: 5)
        assertThemedSnapshots(SectionedList(sections, state: state).lines(width: width, height: 5))
    }

    @Test func detailSheet() {
        let sheet = DetailSheet(
            "Transaction",
            rows: [
                DetailRow("Merchant", "Żabka"), DetailRow("Amount", "+120 pts", style: .success.bold),
                DetailRow("Date", "12 marca 2025"), DetailRow("Reference", "ABC-123-DEF-456-GHI-789-JKL-000"),
            ])
        assertThemedSnapshots(sheet.lines(width: width))
    }

    @Test func menu() {
        var state = ListState()
        state.select(2, in: ListLayout(sectionSizes: [4], hasHeaders: false), viewport: 4)
        let menu = Menu("Filter", options: ["All", "Earned", "Spent", "Expiring"], current: 1, state: state)
        assertThemedSnapshots(menu.lines(width: 24))
    }

    @Test func banners() {
        assertThemedSnapshots(
            Banner(.error, "Could not load transactions.", action: KeyHint("r", "retry")).lines(width: width)
                + Banner(.offline, "Offline: showing saved data from 12:30").lines(width: width)
                + Banner(.info, "Points expire at the end of the month, so spend them before then.")
                .lines(width: width))
    }

    @Test func spinner() {
        assertThemedSnapshots(
            (0..<3).flatMap { Spinner(tick: $0, label: "Loading transactions…").lines(width: width) })
    }

    @Test func footer() {
        let hints = [
            KeyHint("↑↓", "move"), KeyHint("enter", "open"), KeyHint("r", "refresh"), KeyHint("q", "quit"),
        ]
        assertThemedSnapshots(Footer(hints).lines(width: width) + Footer(hints).lines(width: 30))
    }

    @Test func emptyState() {
        assertThemedSnapshots(
            EmptyState("No transactions yet", hint: "Press r to refresh").lines(width: width))
    }

    @Test func confirmPrompt() {
        var prompt = ConfirmPrompt("Remove card?", yesLabel: "yes", noLabel: "no", yesKey: "y", noKey: "n")
        let before = prompt.lines(width: width)
        _ = prompt.handle(.left)
        assertThemedSnapshots(before + prompt.lines(width: width))
    }

    @Test func toast() {
        assertThemedSnapshots(
            Toast("Saved", kind: .success).lines(width: width) + Toast("Copied").lines(width: width)
                + Toast("Failed to save", kind: .error).lines(width: width))
    }

    @Test func tabBar() {
        assertThemedSnapshots(TabBar(["Feed", "Transactions", "Settings"], selected: 1).lines(width: width))
    }

    @MainActor @Test func navigatorFrame() {
        let navigator = Navigator(
            root: StaticScreen(title: "Payback", body: ["Welcome back, Zoë"]))
        navigator.push(StaticScreen(title: "Detail", body: ["Line one", "Line two"]))
        let frame = navigator.frame(
            in: RenderContext(size: TerminalSize(width: width, height: 6), theme: .noColor))
        assertThemedSnapshots(frame.lines)
        navigator.quit()
    }
}
