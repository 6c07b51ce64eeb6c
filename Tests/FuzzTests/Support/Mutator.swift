import Foundation
import Networking

/// Changes exactly one element of a payload's list, in one of the ways real servers and attackers
/// get payloads wrong; seeded, so every failure names a reproducible seed.
struct Mutator {
    /// What was done, for failure messages.
    struct Mutation: CustomStringConvertible {
        let element: Int
        let kind: String
        let body: String
        var description: String { "element \(element): \(kind)" }
    }

    /// Text that must never reach a terminal as is: CSI, OSC (hyperlink, title), DCS, C1 CSI,
    /// NEL, BEL, DEL, line/paragraph separators, bidi overrides and isolates.
    static let hostileFragments = [
        "\u{1B}[31m", "\u{1B}[2J\u{1B}[H", "\u{1B}]8;;https://evil.example\u{07}link\u{1B}]8;;\u{07}",
        "\u{1B}]0;title\u{1B}\\", "\u{1B}P1$r\u{1B}\\", "\u{9B}31m", "\u{9D}0;x\u{9C}", "\u{85}", "\u{07}",
        "\u{7F}", "\u{2028}", "\u{2029}", "\u{202E}evil", "\u{2066}iso\u{2069}", "\u{200F}", "\u{061C}",
        "\r\n", "\t", "\u{0}",
    ]

    var random: SeededRandomNumberGenerator

    /// Mutates one element of the array at `listPath` in `document`.
    mutating func mutate(_ document: FuzzJSON, listPath: [FuzzJSON.Step]) -> Mutation {
        guard case .array(let elements) = document[listPath], !elements.isEmpty else {
            preconditionFailure("the list path must lead to a non-empty array")
        }
        let index = Int.random(in: 0..<elements.count, using: &random)
        var element = elements[index]
        let kind = mutate(&element)
        var mutated = document
        mutated[listPath + [.index(index)]] = element
        return Mutation(element: index, kind: kind, body: mutated.serialized)
    }

    /// Changes `element` once; returns what was done.
    private mutating func mutate(_ element: inout FuzzJSON) -> String {
        let paths = element.paths
        let path = paths[Int.random(in: 0..<paths.count, using: &random)]
        let strings = paths.filter { if case .string = element[$0] { true } else { false } }
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            element[path] = .null
            return "null at \(path)"
        case 1:
            element[path] = otherType(than: element[path])
            return "type change at \(path)"
        case 2:
            element =
                [.string("not an object"), .number("42"), .bool(true), .array([]), .null].randomElement(
                    using: &random) ?? .null
            return "element replaced by \(element.serialized)"
        case 3, 4:
            guard let target = strings.randomElement(using: &random), case .string(let text) = element[target]
            else { return mutate(&element) }
            let fragment = Self.hostileFragments.randomElement(using: &random) ?? ""
            let cut = text.index(text.startIndex, offsetBy: Int.random(in: 0...text.count, using: &random))
            element[target] = .string(String(text[..<cut]) + fragment + String(text[cut...]))
            return "control text \(fragment.debugDescription) in \(target)"
        case 5:
            guard let target = strings.randomElement(using: &random), case .string(let text) = element[target]
            else { return mutate(&element) }
            let escape = ["\\uD800", "\\uDC00", "\\uDBFF\\u0041"].randomElement(using: &random) ?? ""
            element[target] = .rawString(Self.escaped(text) + escape)
            return "lone surrogate \(escape) in \(target)"
        case 6:
            let number =
                ["1e400", "-1e400", "123456789012345678901234567890123456789", "1e-400", "-0"]
                .randomElement(using: &random) ?? "0"
            element[path] = .number(number)
            return "number \(number) at \(path)"
        case 7:
            let depth = Int.random(in: 20...120, using: &random)
            var nested = FuzzJSON.string("deep")
            for level in 0..<depth {
                nested = level.isMultiple(of: 2) ? .array([nested]) : .object([("k", nested)])
            }
            element[path] = nested
            return "nesting \(depth) deep at \(path)"
        case 8:
            guard case .object(var members) = element, !members.isEmpty else { return mutate(&element) }
            let removed = members.remove(at: Int.random(in: 0..<members.count, using: &random))
            element = .object(members)
            return "member '\(removed.key)' removed"
        default:
            element[path] = .string("")
            return "empty string at \(path)"
        }
    }

    private mutating func otherType(than value: FuzzJSON) -> FuzzJSON {
        switch value {
        case .string: [.number("7"), .bool(false), .object([])].randomElement(using: &random) ?? .null
        case .number: [.string("12"), .bool(true), .array([])].randomElement(using: &random) ?? .null
        case .bool: .string("true")
        case .null: .number("0")
        case .array: .object([("0", .string("x"))])
        case .object, .rawString: .array([.string("x")])
        }
    }

    /// `text` as a JSON string body.
    private static func escaped(_ text: String) -> String {
        let quoted = FuzzJSON.string(text).serialized
        return String(quoted.dropFirst().dropLast())
    }
}

/// Whether `text` holds anything a terminal would act on: C0 except newline, DEL, C1, bidi
/// controls, or a line/paragraph separator.
func containsControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
