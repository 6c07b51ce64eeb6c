import AppCore
import Formatting
import Foundation
import Localization
import RemoteContent
import SettingsInterface
import TerminalUI

/// How the settings screen draws its rows, the example, the pending question and the footer.
extension SettingsScreen {
    func line(for row: Row, selected: Bool, width: Int) -> StyledLine {
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
    func dataSummary(_ report: AppDataReport) -> String {
        guard let folder = report.folder, !report.isEmpty else { return strings[SettingsStrings.dataNothing] }
        return strings.string(
            SettingsStrings.dataSummary,
            ["size": model.exampleFormatters.bytes(report.totalBytes), "folder": folder.path])
    }

    /// "⟳ applies on next start (in use: Language English, Data source mock)" when anything waits.
    func pendingLines(width: Int) -> [StyledLine] {
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
    func wrapped(_ text: String, style: Style, width: Int) -> [StyledLine] {
        TextWrap.wrap(text, width: max(1, width - 2), maxLines: 2).map {
            StyledLine([Span(" "), Span($0, style: style)])
        }
    }

    func example(width: Int) -> [StyledLine] {
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

    func note(for key: SettingKey) -> String? {
        switch key {
        case .language: strings[SettingsStrings.noteLanguage]
        case .region: nil
        case .environment: model.settings.environment == .stage ? strings[SettingsStrings.noteStage] : nil
        case .failureRate: strings[SettingsStrings.noteFailureRate]
        case .theme: strings[SettingsStrings.noteTheme]
        }
    }

    func footerLines(width: Int) -> [StyledLine] {
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

    func ignoredMessage(_ issues: [SettingsIssue]) -> String {
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
