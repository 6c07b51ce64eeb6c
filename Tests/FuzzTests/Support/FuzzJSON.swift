import Foundation

/// A JSON document the fuzzer can change anywhere and write back, including text no Swift string
/// can hold (a lone surrogate escape is kept as the raw escape it is written with).
indirect enum FuzzJSON: Decodable, Equatable {
    case null
    case bool(Bool)
    /// A number as written (so huge and exotic numbers stay exactly as mutated).
    case number(String)
    case string(String)
    /// A string body written verbatim between the quotes (must be valid JSON string syntax).
    case rawString(String)
    case array([FuzzJSON])
    /// Members in a stable order (sorted by key when read), so a seed always mutates the same one.
    case object([(key: String, value: FuzzJSON)])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Decimal.self) {
            self = .number("\(number)")
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let array = try? container.decode([FuzzJSON].self) {
            self = .array(array)
        } else {
            let members = try container.decode([String: FuzzJSON].self)
            self = .object(members.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) })
        }
    }

    /// Parses `data` (the fixtures the fuzzer starts from).
    static func parse(_ data: Data) throws -> FuzzJSON {
        try JSONDecoder().decode(FuzzJSON.self, from: data)
    }

    /// The document as compact JSON.
    var serialized: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): Self.writeString(text, to: &output)
        case .rawString(let body): output += "\"\(body)\""
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    static func == (lhs: FuzzJSON, rhs: FuzzJSON) -> Bool {
        lhs.serialized == rhs.serialized
    }

    // MARK: Paths

    /// A step into a document: an array index or an object member's position.
    enum Step: Equatable { case index(Int), member(Int) }

    /// Every path inside this value (this value's own path, `[]`, first).
    var paths: [[Step]] {
        var result: [[Step]] = [[]]
        switch self {
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                result += element.paths.map { [.index(index)] + $0 }
            }
        case .object(let members):
            for (position, member) in members.enumerated() {
                result += member.value.paths.map { [.member(position)] + $0 }
            }
        default: break
        }
        return result
    }

    /// The value at `path`.
    subscript(path: [Step]) -> FuzzJSON {
        get {
            guard let step = path.first else { return self }
            switch (self, step) {
            case (.array(let elements), .index(let index)): return elements[index][Array(path.dropFirst())]
            case (.object(let members), .member(let position)):
                return members[position].value[Array(path.dropFirst())]
            default: return self
            }
        }
        set {
            guard let step = path.first else {
                self = newValue
                return
            }
            switch (self, step) {
            case (.array(var elements), .index(let index)):
                elements[index][Array(path.dropFirst())] = newValue
                self = .array(elements)
            case (.object(var members), .member(let position)):
                members[position].value[Array(path.dropFirst())] = newValue
                self = .object(members)
            default: break
            }
        }
    }
}
