#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Elements appended into memory this owns, then moved onto the end of an array whole: no element
/// is copied (a copy retains every string a parcel holds, and the original is released after).
/// The second half of a list read in two collects its elements here, so joining it to the first
/// moves them (100,000 parcels: a tenth of a second of copying and releasing at a million).
///
/// The move goes a megabyte at a time, and the pages already moved are given back to the system
/// as it goes: a million parcels' second half is 56 MB, which were otherwise held twice (here and
/// in the array) at the moment the list was largest.
final class ElementBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>?
    private(set) var count = 0
    private var capacity = 0

    init() {}

    func append(_ element: Element) {
        if count == capacity { grow() }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    /// Makes room for `count` elements in all (at once, instead of doubling to it).
    func reserve(_ count: Int) {
        if count > capacity { grow(to: count) }
    }

    /// Moves every element onto the end of `array` in order, leaving this empty.
    func move(onto array: inout [Element]) {
        guard let base, count > 0 else { return }
        let moving = count
        array.reserveCapacity(array.count + moving)
        // Counted as moved before the array takes them: however append proceeds, no element is
        // destroyed here too.
        count = 0
        let chunk = Swift.max(1, Self.chunkBytes / MemoryLayout<Element>.stride)
        var released = UnsafeMutableRawPointer(base)
        var moved = 0
        while moved < moving {
            let next = Swift.min(moving, moved + chunk)
            array.append(
                contentsOf: UnsafeMutableBufferPointer(start: base + moved, count: next - moved).moving())
            released = Self.releasePages(from: released, to: UnsafeMutableRawPointer(base + next))
            moved = next
        }
    }

    /// How many bytes of elements are moved before their pages are given back.
    static var chunkBytes: Int { 1 << 20 }

    /// Gives the system back the whole pages between `start` and `end` (elements already moved
    /// out, never read again; the buffer is still deallocated as usual); returns where the next
    /// release starts (the first page not given back).
    private static func releasePages(from start: UnsafeMutableRawPointer, to end: UnsafeMutableRawPointer)
        -> UnsafeMutableRawPointer
    {
        let page = Int(getpagesize())
        let first = (Int(bitPattern: start) + page - 1) / page * page
        let last = Int(bitPattern: end) / page * page
        guard last > first, let from = UnsafeMutableRawPointer(bitPattern: first) else { return start }
        #if canImport(Glibc)
            _ = madvise(from, last - first, MADV_DONTNEED)
        #elseif canImport(Darwin)
            _ = madvise(from, last - first, MADV_FREE)
        #endif
        return UnsafeMutableRawPointer(bitPattern: last) ?? start
    }

    private func grow(to larger: Int? = nil) {
        let larger = larger ?? Swift.max(16, capacity * 2)
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        if let base {
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = grown
        capacity = larger
    }

    deinit {
        base?.deinitialize(count: count)
        base?.deallocate()
    }
}

extension UnsafeMutableBufferPointer {
    /// The elements, each moved out as it is read (the buffer is left uninitialized once all are
    /// read): for `Array.append(contentsOf:)`, which then takes them without copying.
    fileprivate func moving() -> MovingElements<Element> {
        MovingElements(buffer: self)
    }
}

/// A sequence that moves each element out of `buffer` as it is read; read it to its end once.
private struct MovingElements<Element>: Sequence, IteratorProtocol {
    let buffer: UnsafeMutableBufferPointer<Element>
    var index = 0

    var underestimatedCount: Int { buffer.count - index }

    mutating func next() -> Element? {
        guard index < buffer.count, let base = buffer.baseAddress else { return nil }
        defer { index += 1 }
        return (base + index).move()
    }
}
