import Foundation
import MosaicTestSupport
import Testing

/// Every numeric option of every executable, fed what a user or a script might type (NaN,
/// infinities, overflowing and negative numbers, other digit systems, empty values, and seeded
/// random numbers): no run crashes, every run ends with a code from the README's table, and a
/// refusal says why on stderr without echoing unbounded input.
@Suite("numeric options", .hangsAfter(minutes: 10))
struct NumericOptionFuzzEndToEndTests {
    private let sandbox = RunSandbox("numeric")

    /// The option value placeholder in ``cases``.
    private static let value = "{}"

    /// (executable, arguments with `{}` where the value goes).
    static let cases: [(String, [String])] = [
        ("packs", ["list", "--store", "memory", "--latency={}"]),
        ("packs", ["list", "--store", "memory", "--latency", "0", "--failure-rate={}"]),
        ("packs", ["list", "--store", "memory", "--latency", "0", "--seed={}"]),
        ("packs", ["list", "--store", "memory", "--latency", "0", "--data-file-limit={}"]),
        ("orders", ["watch", "WB-1003", "--store", "memory", "--latency", "0", "--interval={}"]),
        ("hiring", ["list", "--store", "memory", "--latency", "0", "--list-id={}"]),
        ("payback", ["transactions", "--store", "memory", "--latency", "0", "--category={}"]),
        ("store", ["cart", "add", "CAP", "--store", "memory", "--latency", "0", "--quantity={}"]),
    ]

    /// Hostile values, then seeded random numbers of every size and sign.
    static func values(seed: UInt64 = 20_261_125) -> [String] {
        var generator = SplitMix64(state: seed)
        let fixed = [
            "nan", "inf", "-inf", "1e308", "1e309", "-1", "-0", "0", "0x10", "99999999999999999999999",
            "1.5", "", " 3", "３", "1_000", "+5", "9223372036854775807", "-9223372036854775808",
            "18446744073709551616", String(repeating: "9", count: 5_000),
        ]
        let random = (0..<4).map { _ -> String in
            let magnitude = Double(generator.next() % 40) - 20
            let sign = generator.next() % 2 == 0 ? "" : "-"
            return sign + String(pow(10, magnitude) * Double(generator.next() % 1000) / 7)
        }
        return fixed + random
    }

    @Test(arguments: 0..<cases.count)
    func noValueCrashesAndEveryRefusalIsClear(caseIndex: Int) async throws {
        defer { sandbox.remove() }
        let (executable, template) = Self.cases[caseIndex]
        for value in Self.values() {
            let arguments = template.map { $0.replacingOccurrences(of: Self.value, with: value) }
            let run = try await sandbox.run(executable, arguments + ["--language", "en"])
            let shown = "\(executable) \(arguments.joined(separator: " ").prefix(120))"
            #expect(
                [0, 1, 64, 65].contains(run.status), "\(shown): exit \(run.status)\n\(run.stderr.prefix(500))"
            )
            if run.status != 0 {
                #expect(!run.stderr.isEmpty, "\(shown): a refusal says why")
            }
            let longest = run.stderr.split(separator: "\n").map(\.count).max() ?? 0
            #expect(longest <= 400, "\(shown): an error line of \(longest) characters")
        }
    }
}

/// A tiny seeded generator (SplitMix64), so a failing value can be found again.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
