import Foundation
import Localization

/// The argument parser's error messages re-worded in the user's language, on one line.
///
/// swift-argument-parser words its errors in English only and offers them as text, so each of
/// its message shapes (of the version `Package.resolved` pins; `UsageTextTests` covers every
/// one) is recognized here and rendered from ``UsageStrings``. A message that matches none
/// (a `validate()` failure, already in the user's language) is kept as it is.
public enum UsageText {
    /// The most characters of one value a message quotes.
    public static let quoteLimit = 200

    /// A number from the command line as it was typed: `2`, not the `2.0` a `Double` prints;
    /// `0.25`, `-1`, `nan` and `1e+20` as they are.
    public static func number(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    /// `text` cut to ``quoteLimit`` characters (with `…`) and with control characters shown as
    /// escapes, so a typed value can neither flood nor drive the terminal.
    public static func bounded(_ text: String) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == quoteLimit {
                result.append("…")
                break
            }
            count += 1
            if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                result += character.unicodeScalars.map { "\\u{" + String($0.value, radix: 16) + "}" }.joined()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// One line for a parse error: the re-worded `message` and, when `fullMessage` names it,
    /// where help is ("See 'store cart add --help'.").
    public static func line(message: String, fullMessage: String, _ localizer: Localizer) -> String {
        let reworded = translate(message, localizer)
        guard let help = helpCommand(in: fullMessage) else { return reworded }
        return reworded + " " + localizer.string(UsageStrings.seeHelp, ["help": help])
    }

    /// The parser's `message` in `localizer`'s language (unchanged when it is not one of the parser's).
    public static func translate(_ message: String, _ localizer: Localizer) -> String {
        // "Unknown option '-xyz'\n   or: Missing value for '-x' in '-xyz'": the first reading is enough.
        let message = message.components(separatedBy: "\n   or: ").first ?? message
        for shape in shapes {
            if let match = try? shape.pattern.wholeMatch(in: message) {
                let captures = match.output.dropFirst().map { $0.substring.map(String.init) ?? "" }
                return shape.render(captures, localizer)
            }
        }
        return message
    }

    /// "store cart add --help" from the parser's "See 'store cart add --help' for more information."
    static func helpCommand(in fullMessage: String) -> String? {
        guard let match = try? seeHelp.firstMatch(in: fullMessage), match.output.count > 1,
            let command = match.output[1].substring
        else { return nil }
        return String(command)
    }

    private struct Shape {
        let pattern: Regex<AnyRegexOutput>
        let render: ([String], Localizer) -> String

        init(_ pattern: String, _ render: @escaping ([String], Localizer) -> String) {
            // The patterns are constants checked by the tests; a bad one would match nothing.
            self.pattern = (try? Regex("(?s)" + pattern)) ?? (try! Regex("(?!)"))
            self.render = render
        }
    }

    private nonisolated(unsafe) static let seeHelp = try! Regex(#"See '([^'\n]+)' for more information\."#)

    private static func quotedList(_ joined: String) -> String {
        let values = joined.components(separatedBy: "', '")
        let shown = values.prefix(10).map { "'" + bounded($0) + "'" }.joined(separator: ", ")
        return values.count > 10 ? shown + ", …" : shown
    }

    /// "flag '--json'" or "flag 'j' in '-jc'" → "'--json'" or "'-jc'".
    private static func flag(_ text: String) -> String {
        let parts = text.components(separatedBy: "'").enumerated().filter { $0.offset % 2 == 1 }.map(
            \.element)
        return parts.last.map { "'" + bounded($0) + "'" } ?? bounded(text)
    }

    private nonisolated(unsafe) static let shapes: [Shape] = [
        Shape(#"Unknown option '(.+)'\. Did you mean '(.+)'\?"#) { c, l in
            l.string(UsageStrings.unknownOptionSuggestion, ["option": bounded(c[0]), "suggestion": c[1]])
        },
        Shape(#"Unknown option '(.+)'"#) { c, l in
            l.string(UsageStrings.unknownOption, ["option": bounded(c[0])])
        },
        Shape(#"Missing value for '(.+)'"#) { c, l in
            l.string(UsageStrings.missingValue, ["option": c[0]])
        },
        Shape(#"The option '([^']+)' does not take any value, but '(.*)' was specified\."#) { c, l in
            l.string(UsageStrings.unexpectedValue, ["option": c[0], "value": bounded(c[1])])
        },
        Shape(#"Unexpected argument '(.*)'"#) { c, l in
            l.string(UsageStrings.unexpectedArgument, ["argument": bounded(c[0])])
        },
        Shape(#"\d+ unexpected arguments: '(.*)'"#) { c, l in
            l.string(UsageStrings.unexpectedArguments, ["arguments": quotedList(c[0])])
        },
        Shape(#"The value '(.*)' is invalid for '([^']+)'\. Please provide one of the following:\n(.*)"#) {
            c, l in
            let choices = c[2].split(separator: "\n").map {
                "'" + $0.trimmingCharacters(in: .whitespaces).trimmingPrefix("- ") + "'"
            }
            return l.string(
                UsageStrings.invalidValueChoices,
                ["value": bounded(c[0]), "option": c[1], "choices": choices.joined(separator: ", ")])
        },
        Shape(#"The value '(.*)' is invalid for '([^']+)'\. Please provide one of (.*)\."#) { c, l in
            l.string(
                UsageStrings.invalidValueChoices,
                [
                    "value": bounded(c[0]), "option": c[1],
                    "choices": c[2].replacingOccurrences(of: "' or '", with: "', '")
                        .replacingOccurrences(of: "' and '", with: "', '"),
                ])
        },
        Shape(#"The value '(.*)' is invalid for '([^']+)': (.*)"#) { c, l in
            l.string(
                UsageStrings.invalidValueReason,
                ["value": bounded(c[0]), "option": c[1], "reason": bounded(c[2])])
        },
        Shape(#"The value '(.*)' is invalid for '([^']+)'"#) { c, l in
            l.string(UsageStrings.invalidValue, ["value": bounded(c[0]), "option": c[1]])
        },
        Shape(#"Missing expected argument '(.+)'"#) { c, l in
            l.string(UsageStrings.missingArgument, ["argument": c[0]])
        },
        Shape(#"Missing one of: '(.+)'"#) { c, l in
            l.string(UsageStrings.missingOneOf, ["choices": quotedList(c[0])])
        },
        Shape(#"Missing required subcommand\."#) { _, l in l[UsageStrings.missingSubcommand] },
        Shape(#"Value to be set with (.+) had already been set with (.+)"#) { c, l in
            l.string(UsageStrings.duplicate, ["duplicate": flag(c[0]), "previous": flag(c[1])])
        },
        Shape(#"Invalid option: (.+)"#) { c, l in
            l.string(UsageStrings.invalidOption, ["option": "'" + bounded(c[0]) + "'"])
        },
    ]
}
