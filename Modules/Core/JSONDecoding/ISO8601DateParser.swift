import Foundation

/// A strict, allocation-free parser for the ISO 8601 timestamps our backends send.
///
/// Accepts `YYYY-MM-DDTHH:MM:SS`, optional fractional seconds (`.123`, any number of digits),
/// then `Z`, `±HH:MM` or `±HHMM`. Anything else, including impossible dates such as
/// February 30th, is rejected. Written by hand because `ISO8601DateFormatter` needs a
/// different configuration per variant and allocates on every call.
public enum ISO8601DateParser {
    /// Parses `string`, returning `nil` when it is not a timestamp in one of the accepted forms.
    public static func parse(_ string: String) -> Date? {
        var string = string
        return string.withUTF8 { parse(bytes: $0) }
    }

    /// Parses UTF-8 bytes, returning `nil` when they are not a timestamp in one of the accepted forms.
    public static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var cursor = Cursor(bytes: bytes)
        guard let year = cursor.number(digits: 4), cursor.skip(UInt8(ascii: "-")),
            let month = cursor.number(digits: 2), cursor.skip(UInt8(ascii: "-")),
            let day = cursor.number(digits: 2), cursor.skip(UInt8(ascii: "T")),
            let hour = cursor.number(digits: 2), cursor.skip(UInt8(ascii: ":")),
            let minute = cursor.number(digits: 2), cursor.skip(UInt8(ascii: ":")),
            let second = cursor.number(digits: 2)
        else { return nil }
        guard (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }

        var nanoseconds = 0
        if cursor.skip(UInt8(ascii: ".")) {
            guard let fraction = cursor.fractionNanoseconds() else { return nil }
            nanoseconds = fraction
        }
        guard let offsetSeconds = cursor.zoneOffsetSeconds(), cursor.isAtEnd else { return nil }

        let days = daysSince1970(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1_000_000_000)
    }

    private static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian date (H. Hinnant's `days_from_civil`).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// A forward-only reader over the bytes; every method consumes only on success.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        mutating func skip(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func number(digits: Int) -> Int? {
            guard bytes.count - index >= digits else { return nil }
            var value = 0
            for offset in 0..<digits {
                guard let digit = Self.digit(bytes[index + offset]) else { return nil }
                value = value * 10 + digit
            }
            index += digits
            return value
        }

        /// Reads one or more digits; precision beyond nanoseconds is read and dropped.
        mutating func fractionNanoseconds() -> Int? {
            var value = 0
            var scale = 100_000_000
            let start = index
            while index < bytes.count, let digit = Self.digit(bytes[index]) {
                value += digit * scale
                scale /= 10
                index += 1
            }
            return index > start ? value : nil
        }

        /// Reads `Z`, `±HH:MM` or `±HHMM` and returns the offset east of UTC in seconds.
        mutating func zoneOffsetSeconds() -> Int? {
            if skip(UInt8(ascii: "Z")) { return 0 }
            let sign: Int
            if skip(UInt8(ascii: "+")) {
                sign = 1
            } else if skip(UInt8(ascii: "-")) {
                sign = -1
            } else {
                return nil
            }
            guard let hours = number(digits: 2) else { return nil }
            _ = skip(UInt8(ascii: ":"))
            guard let minutes = number(digits: 2), hours < 24, minutes < 60 else { return nil }
            return sign * (hours * 3_600 + minutes * 60)
        }

        static func digit(_ byte: UInt8) -> Int? {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte &- UInt8(ascii: "0")) : nil
        }
    }
}
