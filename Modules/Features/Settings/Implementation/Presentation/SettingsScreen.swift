import AppCore
import Formatting
import Foundation
import Localization
import RemoteContent
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

    let model: SettingsViewModel
    var list = ListState()
    /// The search typed with `/`, narrowing the rows.
    var search = ListSearch()
    var confirmation: ConfirmPrompt?
    /// What the open question is about.
    var confirming: Row?

    /// A screen showing `model`.
    public init(model: SettingsViewModel) {
        self.model = model
    }

    var strings: Localizer { model.strings }
    var labels: SettingsTexts { SettingsTexts(strings: strings) }

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
    private func top(_ snapshot: StoredSettingsService.Snapshot, width: Int) -> [StyledLine] {
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
                noLabel: strings[SettingsStrings.no], yesKey: strings.language.answerKeys.yes,
                noKey: strings.language.answerKeys.no)
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
}
