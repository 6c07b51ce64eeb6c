import Dispatch
import Foundation
import Parallel

extension ElementScan {
    /// Bodies at least this large are read in two halves side by side when there are two cores.
    static let halvesThreshold = 1 << 20

    /// ``run(_:at:read:decode:)`` for a list at the top of `data`, read in two halves on two cores
    /// when the body is large: the second half starts at a guessed element boundary near the
    /// middle (an object's `}`, a comma, the next `{`), and counts only if the first half, read
    /// from the start, ends an element exactly there. Otherwise (the guess was inside a string or
    /// a nested value) the first half reads on to the end, as ``run(_:at:read:decode:)`` would. The
    /// elements, skipped entries and their positions are the same either way.
    static func runInHalves<Element: Sendable>(
        _ data: Data, read: @Sendable (JSONObjectView) -> Element?,
        decode: @Sendable (Data) throws -> Element?
    ) -> Result<Element>? {
        guard data.count >= halvesThreshold, Cores.available > 1 else {
            return run(data, at: nil, read: read, decode: decode)
        }
        return data.withUnsafeBytes { raw -> Result<Element>? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let first = bytes.first, first < 0x80 else { return nil }
            guard let cut = cut(in: bytes) else { return run(data, at: nil, read: read, decode: decode) }
            // Both halves only read the document's bytes (held by `withUnsafeBytes` until they
            // end), and each writes only its own result, read after both finished.
            let shared = UncheckedSendable((bytes: bytes, halves: Halves<Element>()))
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                let (bytes, halves) = shared.value
                if half == 0 {
                    halves.first = firstHalf(bytes, endingAt: cut.end, read: read, decode: decode)
                } else {
                    halves.second = secondHalf(bytes, from: cut.start, read: read, decode: decode)
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

    /// The first half: elements from the list's start; it stops after the element that ends at
    /// `end` (then `endedAtCut`), or reads the whole list when no element ends there. Nil result:
    /// the document is not one this path reads.
    private static func firstHalf<Element>(
        _ bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int, read: (JSONObjectView) -> Element?,
        decode: (Data) throws -> Element?
    ) -> (result: Result<Element>?, endedAtCut: Bool, count: Int) {
        var scanner = JSONListScanner(bytes)
        do {
            guard try scanner.enterList(at: nil) else { return (nil, false, 0) }
            let read = try elements(from: &scanner, endingAt: end, read: read, decode: decode)
            return (read.result, read.endedAtCut, read.count)
        } catch {
            return (nil, false, 0)
        }
    }

    /// The second half: elements from `start` to the list's end, then the end of the document;
    /// nil when that is not valid (a wrong guess, or a document `JSONDecoder` must judge).
    private static func secondHalf<Element>(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, read: (JSONObjectView) -> Element?,
        decode: (Data) throws -> Element?
    ) -> Result<Element>? {
        var scanner = JSONListScanner(bytes, continuingListAt: start)
        return try? elements(from: &scanner, movingElements: true, read: read, decode: decode).result
    }

    /// A guess near the middle of `bytes` at where one object element ends (after its `}`) and
    /// the next starts (its `{`): a `}`, a comma and a `{` with only whitespace between. Nil when
    /// none is found within a megabyte of the middle.
    static func cut(in bytes: UnsafeBufferPointer<UInt8>) -> (end: Int, start: Int)? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        var index = bytes.count / 2
        let limit = Swift.min(bytes.count, index + (1 << 20))
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
