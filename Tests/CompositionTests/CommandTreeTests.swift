import ArgumentParser
import Testing

@testable import AppRunner
@testable import HiringApp
@testable import MosaicApp
@testable import OrdersApp
@testable import PacksApp
@testable import PaybackApp
@testable import StoreApp

/// Every command's option groups are one level deep: ArgumentParser's debug
/// builds check a group again for every level it is nested in, on every parse, so one
/// `@OptionGroup` holding `ServerOptions` and `DeviceOptions` made each debug run of an app spend
/// four times as long reading its command line (about 0.15 s of the 0.24 s of `packs list`),
/// which is most of what the suite's hundreds of app runs cost. `AppOptions` says how to declare
/// the shared options instead.
///
/// One nesting is kept on purpose: `mosaic`'s own options hold the store's as a titled group
/// (its help shows them under STORE, and the store's app declares them once). It is parsed once
/// per run, in the root, and costs `mosaic` 14 of its 116 checks (`perf probe` on
/// `ParsableArguments._validate`: 116 for `mosaic --plain`, 102 for `store price A`).
@Suite struct CommandTreeTests {
    /// The groups allowed inside a group: `mosaic`'s root, its `extra` options, their `store`.
    private static let allowed: Set<[String]> = [["mosaic", "extra", "store"]]

    /// Each app's root and every subcommand it runs (mosaic's hold every product's).
    private static let roots: [(name: String, command: any ParsableCommand.Type)] = [
        ("packs", RootCommand<PacksApp>.self), ("payback", RootCommand<PaybackApp>.self),
        ("store", RootCommand<StoreApp>.self), ("orders", RootCommand<OrdersApp>.self),
        ("hiring", RootCommand<HiringApp>.self), ("mosaic", RootCommand<MosaicApp>.self),
    ]

    @Test func noOptionGroupHoldsAnotherGroupInAnyCommand() throws {
        var checked = 0
        for root in Self.roots {
            for (path, command) in commandTree(under: root.command, path: [root.name]) {
                checked += 1
                for (label, group) in OptionGroups.of(command.init()) {
                    let nested = OptionGroups.of(group.init()).map(\.label).filter {
                        !Self.allowed.contains(path + [label, $0])
                    }
                    #expect(
                        nested.isEmpty,
                        """
                        '\(path.joined(separator: " "))': its option group '\(label)' \
                        (\(group)) holds the groups \(nested); declare them beside it
                        """)
                }
            }
        }
        // The walk reached every product's subcommands (packs list, store price, ...).
        #expect(checked > 60, "only \(checked) commands were walked")
    }

    /// The rule holds where it must: the check finds a group inside a group.
    @Test func theCheckFindsANestedGroup() {
        let groups = OptionGroups.of(Nesting())
        #expect(groups.map(\.label) == ["outer"])
        #expect(groups.flatMap { OptionGroups.of($0.type.init()) }.map(\.label) == ["inner"])
    }
}

/// The option groups an instance of a command or group declares, by property name.
private enum OptionGroups {
    static func of(_ value: Any) -> [(label: String, type: any ParsableArguments.Type)] {
        Mirror(reflecting: value).children.compactMap { child in
            guard let probe = type(of: child.value) as? any GroupProbe.Type else { return nil }
            // The stored property of `@OptionGroup var server` is `_server`.
            let label = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "?"
            return (label, probe.groupType)
        }
    }
}

/// Lets a mirror's child say which group type it wraps.
private protocol GroupProbe {
    static var groupType: any ParsableArguments.Type { get }
}

extension OptionGroup: GroupProbe {
    fileprivate static var groupType: any ParsableArguments.Type { Value.self }
}

private struct Inner: ParsableArguments {
    @Flag var quiet = false
}

private struct Outer: ParsableArguments {
    @OptionGroup var inner: Inner
}

private struct Nesting: ParsableArguments {
    @OptionGroup var outer: Outer
}
