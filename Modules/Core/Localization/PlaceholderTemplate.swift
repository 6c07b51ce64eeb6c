/// Substitutes named `{placeholder}`s in a translated string.
enum PlaceholderTemplate {
    /// Replaces each `{name}` found in `arguments` in a single pass: inserted values are never
    /// re-scanned, and unknown or malformed placeholders stay as written.
    static func substitute(_ template: String, _ arguments: [String: String]) -> String {
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var result = ""
        result.reserveCapacity(template.utf8.count)
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }),
                rest[close] == "}"
            else {
                // No closing brace before the next opening one: keep the brace literally.
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            let name = String(rest[afterOpen..<close])
            if isPlaceholderName(name), let value = arguments[name] {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }

    /// Whether `name` matches `[A-Za-z_][A-Za-z0-9_]*`.
    static func isPlaceholderName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        let isLetter = { (scalar: Unicode.Scalar) in
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "_")
        }
        return isLetter(first)
            && name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }

    /// The placeholder names used in `template`, for audits.
    static func placeholders(in template: String) -> Set<String> {
        var names: Set<String> = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }) else {
                break
            }
            let name = String(rest[afterOpen..<close])
            if rest[close] == "}" && isPlaceholderName(name) { names.insert(name) }
            rest = rest[close...].dropFirst(rest[close] == "}" ? 1 : 0)
        }
        return names
    }
}
