import Foundation

/// How many cores this process may run on: the CPUs in its affinity mask (`taskset -c 0`, a
/// container's cpuset), not every CPU the machine has, which is what `ProcessInfo`'s
/// `activeProcessorCount` reports here. Work is split across cores only when there are two or
/// more, so a process held to one core runs the one-core path, not two threads taking turns.
public enum Cores {
    /// The cores available, at least 1 (read once per process, on first use): Linux's
    /// `Cpus_allowed_list` of this process, else every active processor.
    public static let available: Int = {
        let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let allowed = status?.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") }
        return allowed.flatMap { count(inList: String($0.dropFirst("Cpus_allowed_list:".count))) }
            ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
    }()

    /// How many CPUs a Linux CPU list names (`0-1`, `0,2-3,7`); nil when it is not one.
    static func count(inList list: String) -> Int? {
        var total = 0
        for part in list.trimmingCharacters(in: .whitespacesAndNewlines).split(
            separator: ",", omittingEmptySubsequences: false)
        {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            switch bounds.count {
            case 1:
                guard bounds[0] != nil else { return nil }
                total += 1
            case 2:
                guard let low = bounds[0], let high = bounds[1], low <= high else { return nil }
                total += high - low + 1
            default:
                return nil
            }
        }
        return total > 0 ? total : nil
    }
}
