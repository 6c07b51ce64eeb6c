import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How many cores this process may run on: the CPUs in its affinity mask (`taskset -c 0`, a
/// container's cpuset), not every CPU the machine has, which is what `ProcessInfo`'s
/// `activeProcessorCount` reports here. Work is split across cores only when there are two or
/// more, so a process held to one core runs the one-core path, not two threads taking turns.
public enum Cores {
    /// The cores available, at least 1 (read once per process, on first use): the affinity mask
    /// (`sched_getaffinity`, a system call of microseconds: every start asks), else Linux's
    /// `Cpus_allowed_list` of this process, else every active processor.
    public static let available: Int =
        affinityCount() ?? allowedListCount()
        ?? max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// The CPUs in this process's affinity mask; nil where the call is missing or fails (a
    /// machine of more than 1,024 CPUs).
    static func affinityCount() -> Int? {
        #if canImport(Glibc)
            // Swift's Glibc module leaves out the _GNU_SOURCE declarations; the C library has it.
            typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer?) -> Int32
            guard let symbol = dlsym(nil, "sched_getaffinity") else { return nil }
            let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
            var mask = [UInt64](repeating: 0, count: 16)
            let status = mask.withUnsafeMutableBytes { getAffinity(0, $0.count, $0.baseAddress) }
            let count = mask.reduce(0) { $0 + $1.nonzeroBitCount }
            return status == 0 && count > 0 ? count : nil
        #else
            return nil
        #endif
    }

    /// The CPUs `/proc/self/status` lists as allowed; nil where there is no such file.
    static func allowedListCount() -> Int? {
        let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let allowed = status?.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") }
        return allowed.flatMap { count(inList: String($0.dropFirst("Cpus_allowed_list:".count))) }
    }

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
