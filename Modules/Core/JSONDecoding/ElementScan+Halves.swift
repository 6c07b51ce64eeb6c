import Dispatch
import Foundation
import Parallel

extension ElementScan {
    /// Bodies at least this large are read in two halves side by side when there are two cores.
    static let halvesThreshold = 1 << 20

    /// ``run(_:at:read:decode:)`` read in two halves on two cores when the body is large: the
    /// second half starts at a guessed element boundary near the middle of the list (an object's
    /// `}`, a comma, the next `{`), and counts only if the first half, read from the start, ends
    /// an element exactly there. Otherwise (the guess was inside a string or a nested value) the
    /// first half reads on to the end, as ``run(_:at:read:decode:)`` would. The elements, skipped
    /// entries and their positions are the same either way. A list at member `key` is found (and
    /// the whole document validated) first, so the guess is made inside that list.
    static func runInHalves<Element: Sendable>(
        _ data: Data, at key: String? = nil, read: @Sendable (JSONObjectView) -> Element?,
        decode: @Sendable (Data) throws -> Element?
    ) -> Result<Element>? {
        guard data.count >= halvesThreshold, Cores.available > 1 else {
            return run(data, at: key, read: read, decode: decode)
        }
        return data.withUnsafeBytes { raw -> Result<Element>? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let first = bytes.first, first < 0x80 else { return nil }
            var entered = JSONListScanner(bytes)
            guard (try? entered.enterList(at: key)) == true else { return nil }
            guard let cut = cut(in: bytes, from: entered.index, to: entered.listEnd ?? bytes.count) else {
                return try? elements(from: &entered, listAt: key, read: read, decode: decode).result
            }
            // Both halves only read the document's bytes (held by `withUnsafeBytes` until they
            // end), and each writes only its own result, read after both finished.
            let shared = UncheckedSendable((scanner: entered, halves: Halves<Element>()))
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                var (scanner, halves) = shared.value
                if half == 0 {
                    halves.first = firstHalf(
                        &scanner, listAt: key, endingAt: cut.end, read: read, decode: decode)
                } else {
                    var second = JSONListScanner(
                        scanner.bytes, continuingListAt: cut.start, depth: scanner.depth)
                    halves.second = try? elements(
                        from: &second, listAt: key, movingElements: true, read: read, decode: decode
                    ).result
                }
            }
            let halves = shared.value.halves
            // Taken out of `halves`, so the first half's array is held once and grows in place.
            guard var first = halves.first.take(), var result = first.result.take() else { return nil }
            guard first.endedAtCut else { return result }
            // The guess was right: the second half's outcome is the document's.
            guard let second = halves.second else { return nil }
            second.moved?.move(onto: &result.elements)
            result.skipped += second.skipped.map {
                SkippedElement(index: first.count + $0.index, reason: $0.reason)
            }
            result.unusable += second.unusable
            return result
        }
    }

    /// The first half: elements from the list's start (`scanner` is on its first element); it
    /// stops after the element that ends at `end` (then `endedAtCut`), or reads the whole list
    /// when no element ends there. Nil result: the document is not one this path reads.
    private static func firstHalf<Element>(
        _ scanner: inout JSONListScanner, listAt key: String?, endingAt end: Int,
        read: (JSONObjectView) -> Element?, decode: (Data) throws -> Element?
    ) -> (result: Result<Element>?, endedAtCut: Bool, count: Int) {
        do {
            let read = try elements(from: &scanner, listAt: key, endingAt: end, read: read, decode: decode)
            return (read.result, read.endedAtCut, read.count)
        } catch {
            return (nil, false, 0)
        }
    }

    /// A guess near the middle of `lower..<upper` (the list's bytes; all of `bytes` by default)
    /// at where one object element ends (after its `}`) and the next starts (its `{`): a `}`, a
    /// comma and a `{` with only whitespace between. Nil when none is found within a megabyte of
    /// the middle.
    static func cut(
        in bytes: UnsafeBufferPointer<UInt8>, from lower: Int = 0, to upper: Int? = nil
    ) -> (end: Int, start: Int)? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        let upper = Swift.min(upper ?? bytes.count, bytes.count)
        var index = Swift.max(1, lower + (upper - lower) / 2)
        let limit = Swift.min(upper, index + (1 << 20))
        while index < limit {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: ",") else { continue }
            var before = index - 1
            while before > 0, isSpace(bytes[before]) { before -= 1 }
            var after = index + 1
            while after < bytes.count, isSpace(bytes[after]) { after += 1 }
            if bytes[before] == UInt8(ascii: "}"), after < bytes.count, bytes[after] == UInt8(ascii: "{") {
                return (before + 1, after)
            }
        }
        return nil
    }
}

/// What each half found; each half writes only its own, and they are read after both finished.
private final class Halves<Element> {
    var first: (result: ElementScan.Result<Element>?, endedAtCut: Bool, count: Int)?
    var second: ElementScan.Result<Element>?
}
