import AppCore
import RemoteContent
import Formatting
import Foundation
import Localization
import SettingsInterface
import TerminalUI

/// The list of settings: Enter (or a click on the selected row) opens a setting's picker (or asks
/// before resetting them all). Drawn in the language just chosen, so a language change shows at
/// once. `/` searches the rows as you type, on a setting's name and its value as shown.
@MainActor
public final class SettingsScreen: Screen {
    /// A row of the list: a setting, the reset action after them, then "Your data" and erasing it.
    enum Row: Hashable {
        case setting(SettingKey)
        case reset
        case yourData
        case eraseData
    }

    static let rows: [Row] = SettingKey.allCases.map(Row.setting) + [.reset]
    /// The rows shown: "Your data" only when the app has a data service.
    private var allRows: [Row] { Self.rows + (model.data == nil ? [] : [.yourData, .eraseData]) }
    /// The instant the formatting example shows (the real sample's first booking).
    static let exampleDate = Date(timeIntervalSince1970: 1_658_653_145)

    private let model: SettingsViewModel
    private var list = ListState()
    /// The search typed with `/`, narrowing the rows.
    private var search = ListSearch()
    private var confirmation: ConfirmPrompt?
    /// What the open question is about.
    private var confirming: Row?

    /// A screen showing `model`.
    public init(model: SettingsViewModel) {
        self.model = model
    }

    private var strings: Localizer { model.strings }
    private var labels: SettingsLabels { SettingsLabels(strings: strings) }

    public var title: String { strings[SettingsStrings.title] }

    public var phase: ScreenPhase {
        switch (model.state, model.notice) {
        case (.loading, _): .busy
        case (.loaded, .saveFailed(let key)?):
            .failed(strings.string(SettingsStrings.saveFailed, ["setting": labels.name(of: key)]))
        case (.loaded, .resetFailed?):
            .failed(strings[SettingsStrings.resetFailed])
        case (.loaded, .eraseFailed?):
            .failed(strings[SettingsStrings.eraseFailed])
        case (.loaded, _): .settled
        }
    }

    public var isSearchable: Bool { true }
    public var capturesText: Bool { canSearch && search.isEditing }

    private var searchLabels: ListSearchLabels { ListSearchLabels(strings) }

    /// Whether the rows can be searched now (loaded, and no question asked).
    private var canSearch: Bool {
        guard confirmation == nil, case .loaded = model.state else { return false }
        return true
    }

    public var keyHints: [KeyHint] {
        if capturesText { return search.keyHints(searchLabels) }
        return [
            KeyHint(KeyName.upDown, strings[SettingsStrings.hintMove]),
            KeyHint(KeyName.enter, strings[SettingsStrings.hintChange]), ListSearch.openHint(searchLabels),
        ]
    }

    /// The rows `search` lets through, in order.
    private func shownRows(_ search: ListSearch) -> [Row] {
        guard search.isFiltering else { return allRows }
        return allRows.filter { row in
            switch row {
            case .setting(let key):
                search.matches([
                    labels.name(of: key), labels.label(of: SettingChoice.current(key, in: model.settings)),
                ])
            case .reset:
                search.matches(strings[SettingsStrings.reset])
            case .yourData:
                search.matches(strings[SettingsStrings.yourData])
            case .eraseData:
                search.matches(strings[SettingsStrings.eraseData])
            }
        }
    }

    private func layout(_ rows: [Row]) -> ListLayout {
        ListLayout(sectionSizes: [rows.count], hasHeaders: false)
    }

    /// The rows above the list: the note on ignored values, then the search bar.
    private func top(_ snapshot: SettingsService.Snapshot, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        if !snapshot.issues.isEmpty {
            lines += Banner(.info, ignoredMessage(snapshot.issues)).lines(width: width) + [.blank]
        }
        let matches = shownRows(search).count
        return lines + ListSearchBar(search, matchCount: matches, labels: searchLabels).lines(width: width)
    }

    public func render(in context: RenderContext) -> [StyledLine] {
        let width = context.width
        guard case .loaded(let snapshot) = model.state else {
            return Spinner(tick: context.tick, label: strings[SettingsStrings.loading]).lines(width: width)
        }
        var lines = top(snapshot, width: width)
        let rows = shownRows(search)
        guard !rows.isEmpty else {
            return lines + EmptyState(searchLabels.noMatches(search.query)).lines(width: width)
        }
        let selection = list.resolved(in: layout(rows), viewport: rows.count).selection
        lines += rows.enumerated().map { index, row in
            line(for: row, selected: index == selection, width: width)
        }
        lines += pendingLines(width: width)
        lines += [.blank] + example(width: width)
        if case .setting(let key) = rows[selection], let note = note(for: key) {
            lines += [.blank] + wrapped(note, style: .muted, width: width)
        }
        lines += [.blank] + footerLines(width: width)
        return lines
    }

    public func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        guard case .loaded(let snapshot) = model.state else { return .ignored }
        if var prompt = confirmation {
            let answer = prompt.handle(key)
            confirmation = answer == nil ? prompt : nil
            if answer == .confirmed {
                if confirming == .eraseData { model.eraseData() } else { model.reset() }
            }
            if answer != nil { confirming = nil }
            return .handled
        }
        if search.handle(key, list: &list, ids: { shownRows($0) }) != nil { return .handled }
        let rows = shownRows(search)
        let layout = layout(rows)
        let index: Int
        switch key {
        case .enter:
            index = list.resolved(in: layout, viewport: rows.count).selection
        case .mouse(let event):
            let top = top(snapshot, width: context.width).count
            guard let click = list.click(event, listTop: top, in: layout, viewport: rows.count) else {
                return .ignored
            }
            model.dismissNotice()
            guard case .opened(let opened) = click else { return .handled }
            index = opened
        default:
            guard list.handle(key, in: layout, viewport: rows.count) else { return .ignored }
            model.dismissNotice()
            return .handled
        }
        guard rows.indices.contains(index) else { return .ignored }
        model.dismissNotice()
        switch rows[index] {
        case .setting(let key): return .push(SettingPickerScreen(key: key, model: model))
        case .reset, .eraseData:
            let question =
                rows[index] == .reset ? SettingsStrings.resetQuestion : SettingsStrings.eraseQuestion
            confirmation = ConfirmPrompt(
                strings[question], yesLabel: strings[SettingsStrings.yes],
                noLabel: strings[SettingsStrings.no])
            confirming = rows[index]
            return .handled
        case .yourData:
            let report = model.dataReport()
            let strings = self.strings
            let lines =
                report?.lines(
                    localizer: strings, formatters: model.exampleFormatters,
                    wipeCommand: "\(report?.appName ?? "") data wipe") ?? [
                    strings[SettingsStrings.dataUnreadable]
                ]
            return .push(
                SheetScreen(title: strings[SettingsStrings.yourData]) { width in
                    lines.flatMap { line -> [StyledLine] in
                        if line.isEmpty { return [.blank] }
                        // A table (several rows) keeps its columns: each row is cut, not wrapped.
                        if line.contains("\n") {
                            return line.split(separator: "\n").map {
                                StyledLine([Span(" "), Span(String($0))]).truncated(to: width)
                            }
                        }
                        return TextWrap.wrap(line, width: max(1, width - 2), maxLines: 4).map {
                            StyledLine([Span(" "), Span($0)])
                        }
                    }
                })
        }
    }

    public func run() async {
        model.load()
    }

    private func line(for row: Row, selected: Bool, width: Int) -> StyledLine {
        let marker = Span(selected ? " ▸ " : "   ")
        let action: Span?
        switch row {
        case .setting: action = nil
        case .reset: action = Span(strings[SettingsStrings.reset], style: .warning)
        case .eraseData: action = Span(strings[SettingsStrings.eraseData], style: .warning)
        case .yourData:
            let summary = model.storedData.map(dataSummary) ?? ""
            action = Span(
                strings[SettingsStrings.yourData] + (summary.isEmpty ? "" : "  " + summary), style: .accent)
        }
        guard case .setting(let key) = row else {
            let line = StyledLine([marker] + (action.map { [$0] } ?? [])).truncated(to: width).padded(
                to: width)
            return selected ? line.applying(.bold.inverse) : line
        }
        let nameWidth = SettingKey.allCases.map { StyledLine(labels.name(of: $0)).width }.max() ?? 0
        var spans = [marker, Span(labels.name(of: key), style: .muted)]
        spans.append(
            Span(String(repeating: " ", count: nameWidth - StyledLine(labels.name(of: key)).width + 2)))
        spans.append(Span(labels.label(of: SettingChoice.current(key, in: model.settings)), style: .bold))
        if model.isPending(key) {
            spans.append(Span("  ⟳", style: .warning))
        }
        let line = StyledLine(spans).truncated(to: width).padded(to: width)
        return selected ? line.applying(.bold.inverse) : line
    }

    /// "148 KB in /home/ada/.local/share/mosaic", or "nothing stored".
    private func dataSummary(_ report: AppDataReport) -> String {
        guard let folder = report.folder, !report.isEmpty else { return strings[SettingsStrings.dataNothing] }
        return strings.string(
            SettingsStrings.dataSummary,
            ["size": model.exampleFormatters.bytes(report.totalBytes), "folder": folder.path])
    }

    /// "⟳ applies on next start (in use: Language English, Data source mock)" when anything waits.
    private func pendingLines(width: Int) -> [StyledLine] {
        let pending = SettingKey.allCases.filter(model.isPending)
        guard !pending.isEmpty else { return [] }
        let active = model.active
        let inUse = pending.compactMap { key -> String? in
            let value: String? =
                switch key {
                case .language: active.language.displayName
                case .region: active.locale.identifier
                case .environment: active.environment.rawValue
                case .failureRate, .theme: nil
                }
            return value.map { "\(labels.name(of: key)) \($0)" }
        }
        var text = "⟳ " + strings[SettingsStrings.nextStart]
        if !inUse.isEmpty {
            text += " (\(strings.string(SettingsStrings.inUse, ["value": inUse.joined(separator: ", ")])))"
        }
        return [.blank] + wrapped(text, style: .warning, width: width)
    }

    /// `text` wrapped under a one-space margin, at most two rows.
    private func wrapped(_ text: String, style: Style, width: Int) -> [StyledLine] {
        TextWrap.wrap(text, width: max(1, width - 2), maxLines: 2).map {
            StyledLine([Span(" "), Span($0, style: style)])
        }
    }

    private func example(width: Int) -> [StyledLine] {
        let formatters = model.exampleFormatters
        let text = strings.string(
            SettingsStrings.example,
            [
                "money": formatters.money(Money(amount: Decimal(123_456) / 100, currency: "EUR")),
                "date": formatters.date(Self.exampleDate, style: .dateTime),
                "points": formatters.points(1500),
            ])
        return [
            StyledLine([Span(" "), Span(strings[SettingsStrings.exampleHeading], style: .accent.bold)])
                .truncated(to: width),
            StyledLine([Span("   "), Span(text)]).truncated(to: width),
        ]
    }

    private func note(for key: SettingKey) -> String? {
        switch key {
        case .language: strings[SettingsStrings.noteLanguage]
        case .region: nil
        case .environment: model.settings.environment == .stage ? strings[SettingsStrings.noteStage] : nil
        case .failureRate: strings[SettingsStrings.noteFailureRate]
        case .theme: strings[SettingsStrings.noteTheme]
        }
    }

    private func footerLines(width: Int) -> [StyledLine] {
        if let confirmation { return confirmation.lines(width: width) }
        switch model.notice {
        case .saved(let key)?:
            return Toast(
                strings.string(SettingsStrings.saved, ["setting": labels.name(of: key)]), kind: .success
            )
            .lines(width: width)
        case .resetDone?:
            return Toast(strings[SettingsStrings.resetDone], kind: .success).lines(width: width)
        case .saveFailed(let key)?:
            let message = strings.string(SettingsStrings.saveFailed, ["setting": labels.name(of: key)])
            return Banner(.error, message).lines(width: width)
        case .resetFailed?:
            return Banner(.error, strings[SettingsStrings.resetFailed]).lines(width: width)
        case .dataErased?:
            return Toast(strings[SettingsStrings.eraseDone], kind: .success).lines(width: width)
        case .eraseFailed?:
            return Banner(.error, strings[SettingsStrings.eraseFailed]).lines(width: width)
        case nil:
            return []
        }
    }

    private func ignoredMessage(_ issues: [SettingsIssue]) -> String {
        let values = issues.map { issue in
            // A value of the wrong type cannot be shown as text: name the setting alone.
            issue.storedValue.map {
                strings.string(
                    SettingsStrings.ignoredValue, ["setting": labels.name(of: issue.key), "value": $0])
            } ?? labels.name(of: issue.key)
        }
        return strings.plural(SettingsStrings.ignored, count: issues.count) + " "
            + values.joined(separator: ", ")
    }
}
