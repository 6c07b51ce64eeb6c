import Foundation

/// The user's time zone, read from the environment the way the C library (and `date`) reads it.
///
/// Foundation on Linux understands only `TZ=Europe/Madrid` and shows UTC for the other forms
/// POSIX and glibc accept, so dates printed in UTC while `date` showed local time. This reads
/// `:Europe/Madrid`, a zoneinfo file path (`/usr/share/zoneinfo/Europe/Madrid`, or
/// `/etc/localtime` linking to one) and POSIX rules (`CET-1CEST,M3.5.0,M10.5.0/3`); without
/// `TZ` the system's zone applies.
public enum UserTimeZone {
    /// The zone `environment`'s `TZ` names, else `system` (also when `TZ` names nothing known).
    public static func resolve(environment: [String: String], system: TimeZone = .current) -> TimeZone {
        guard var value = environment["TZ"] else { return system }
        // glibc: an empty TZ means UTC; a leading colon only says "implementation-defined".
        if value.hasPrefix(":") { value.removeFirst() }
        if value.isEmpty { return .gmt }
        if let zone = TimeZone(identifier: value) { return zone }
        if value.hasPrefix("/") { return zone(atPath: value) ?? system }
        return posixRule(value) ?? system
    }

    /// The zone of a zoneinfo file, named by its path below a `zoneinfo` directory (links followed).
    private static func zone(atPath path: String) -> TimeZone? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let range = resolved.range(of: "/zoneinfo/", options: .backwards) else { return nil }
        var identifier = String(resolved[range.upperBound...])
        // The "posix/" and "right/" trees hold the same zones (the latter with leap seconds).
        for tree in ["posix/", "right/"] where identifier.hasPrefix(tree) {
            identifier.removeFirst(tree.count)
        }
        return TimeZone(identifier: identifier)
    }

    /// A POSIX rule `std offset [dst [offset] [,rule]]`: the region zone its abbreviation names when
    /// that zone has the same standard offset (so daylight time follows its rules), else the fixed
    /// standard offset. POSIX offsets count west of Greenwich: `CET-1` is UTC+1.
    private static func posixRule(_ rule: String) -> TimeZone? {
        var rest = Substring(rule)
        let name: Substring
        if rest.hasPrefix("<") {
            guard let end = rest.firstIndex(of: ">") else { return nil }
            name = rest[rest.index(after: rest.startIndex)..<end]
            rest = rest[rest.index(after: end)...]
        } else {
            name = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(name.count)
        }
        guard name.count >= 3, let west = offsetSeconds(&rest) else { return nil }
        let standard = -west
        if name.allSatisfy(\.isLetter), let zone = TimeZone(abbreviation: String(name)),
            zone.secondsFromGMT() - Int(zone.daylightSavingTimeOffset()) == standard
        {
            return zone
        }
        return TimeZone(secondsFromGMT: standard)
    }

    /// Reads `[+-]hh[:mm[:ss]]` from the front of `text`, in seconds.
    private static func offsetSeconds(_ text: inout Substring) -> Int? {
        var sign = 1
        if let first = text.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            text.removeFirst()
        }
        var parts: [Int] = []
        while parts.count < 3 {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 2, let value = Int(digits) else { break }
            parts.append(value)
            text.removeFirst(digits.count)
            guard text.first == ":" else { break }
            text.removeFirst()
        }
        guard let hours = parts.first, hours <= 24 else { return nil }
        let minutes = parts.count > 1 ? parts[1] : 0
        let seconds = parts.count > 2 ? parts[2] : 0
        return sign * (hours * 3_600 + minutes * 60 + seconds)
    }
}
