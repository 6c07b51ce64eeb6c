import Foundation

extension Formatters {
    /// A file size for people: "512 B", "32 KB", "1.5 MB", "2 GB" (1 KB = 1,024 bytes), with the
    /// locale's decimal separator; one fractional digit below 10 of a unit.
    public func bytes(_ count: Int64) -> String {
        let units = ["B", "KB", "MB", "GB", "TB"]
        var value = Double(max(count, 0))
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let digits = unit == 0 || value >= 10 ? 0 : 1
        let number = value.formatted(
            .number.locale(locale).precision(.fractionLength(digits)).grouping(.automatic))
        return "\(number) \(units[unit])"
    }
}
