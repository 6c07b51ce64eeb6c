import Foundation

extension JSONByteBuffer {
    /// `.iso8601` as `JSONEncoder` writes it: whole seconds, UTC. Computed here for whole-second
    /// Gregorian dates (from 1582-10-15, before which Foundation's calendar is Julian, to 9999);
    /// Foundation's formatter writes the others.
    func appendISO8601(_ date: Date) {
        let seconds = date.timeIntervalSince1970
        guard seconds == seconds.rounded(.down), seconds >= -12_219_292_800, seconds < 253_402_300_800 else {
            JSONStringEscaping.appendQuoted(date.formatted(Date.ISO8601FormatStyle()), to: self)
            return
        }
        let total = Int(seconds)
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let secondOfDay = total - days * 86_400
        let (year, month, day) = Self.civil(daysSince1970: days)
        // Straight into the buffer: a listing writes hundreds of thousands of dates.
        reserve(22)
        append(UInt8(ascii: "\""))
        appendDigits(year, count: 4)
        append(UInt8(ascii: "-"))
        appendDigits(month, count: 2)
        append(UInt8(ascii: "-"))
        appendDigits(day, count: 2)
        append(UInt8(ascii: "T"))
        appendDigits(secondOfDay / 3_600, count: 2)
        append(UInt8(ascii: ":"))
        appendDigits(secondOfDay / 60 % 60, count: 2)
        append(UInt8(ascii: ":"))
        appendDigits(secondOfDay % 60, count: 2)
        append(UInt8(ascii: "Z"))
        append(UInt8(ascii: "\""))
    }

    /// `value` (0 or more) in exactly `count` decimal digits, zero-padded.
    @inline(__always)
    private func appendDigits(_ value: Int, count: Int) {
        var divisor = 1
        for _ in 1..<count { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (H. Hinnant's `civil_from_days`).
    static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
