/// A yes/no question. The screen that shows it keeps it as a value and passes it every key
/// until it answers.
public struct ConfirmPrompt: Component {
    /// How the prompt was answered.
    public enum Answer: Hashable, Sendable {
        case confirmed, cancelled
    }

    /// The question, e.g. "Remove this card?".
    public var question: String
    /// The label of the affirmative choice, e.g. "yes".
    public var yesLabel: String
    /// The label of the negative choice, e.g. "no".
    public var noLabel: String
    /// The key that answers yes directly.
    public var yesKey: Character
    /// The key that answers no directly.
    public var noKey: Character
    /// Whether "yes" is the highlighted choice (Enter picks the highlighted one).
    public var isYesHighlighted: Bool

    /// A prompt asking `question`; "no" is highlighted so Enter alone is the safe choice. The keys
    /// are the language's (Localization's `Language.answerKeys`: `s` and `n` in Spanish, where
    /// "y" means "and"); only the keys shown answer.
    public init(
        _ question: String, yesLabel: String, noLabel: String, yesKey: Character, noKey: Character,
        isYesHighlighted: Bool = false
    ) {
        self.question = question
        self.yesLabel = yesLabel
        self.noLabel = noLabel
        self.yesKey = yesKey
        self.noKey = noKey
        self.isYesHighlighted = isYesHighlighted
    }

    /// Applies `key`: left/right/tab move the highlight, Enter answers the highlighted choice,
    /// the yes/no keys answer directly and Esc cancels. Returns the answer, or nil while the
    /// prompt is still open (the prompt is modal: every key is consumed).
    public mutating func handle(_ key: Key) -> Answer? {
        switch key {
        case .left, .right, .tab, .shiftTab:
            isYesHighlighted.toggle()
            return nil
        case .enter:
            return isYesHighlighted ? .confirmed : .cancelled
        case .escape:
            return .cancelled
        case .character(let character) where character.lowercased() == yesKey.lowercased():
            return .confirmed
        case .character(let character) where character.lowercased() == noKey.lowercased():
            return .cancelled
        default:
            return nil
        }
    }

    public func lines(width: Int) -> [StyledLine] {
        func choice(_ key: Character, _ label: String, highlighted: Bool) -> [Span] {
            let style: Style = highlighted ? .accent.bold.inverse : .plain
            return [Span(" \(key) ", style: style.bold), Span("\(label) ", style: style)]
        }
        var spans = [Span(trusted: " "), Span(question, style: .warning.bold), Span(trusted: "  ")]
        spans += choice(yesKey, yesLabel, highlighted: isYesHighlighted)
        spans.append(Span(trusted: " "))
        spans += choice(noKey, noLabel, highlighted: !isYesHighlighted)
        return [StyledLine(spans).truncated(to: width)]
    }
}
