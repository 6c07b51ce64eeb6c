import Foundation

/// The fast path's loop over a list's elements, shared by ``TolerantList`` and
/// ``FetchedList/decoding(_:at:decoder:reading:declinedAs:converting:skipping:)``: each object
/// element is read from its members by `read`; one it declines (nil) is handed alone, as bytes, to
/// `decode`, and one `decode` fails on is skipped with the reason.
enum ElementScan {
    /// What was read: the usable elements, the skipped ones and how many `decode` found unusable (nil).
    struct Result<Element> {
        var elements: [Element] = []
        var skipped: [SkippedElement] = []
        var unusable = 0
        /// When set, elements are kept here instead of in ``elements``: a second half's, moved
        /// onto the first half's when the two are joined.
        var moved: ElementBuffer<Element>?

        /// Makes room for `count` elements in all, where they are kept.
        mutating func reserve(_ count: Int) {
            if let moved {
                moved.reserve(count)
            } else {
                elements.reserveCapacity(count)
            }
        }

        mutating func keep(_ element: Element) {
            if let moved {
                moved.append(element)
            } else {
                elements.append(element)
            }
        }
    }

    /// The list at the top of `data` (`key` nil) or at member `key` of its top-level object; nil
    /// when the document is not one this path reads (not plain UTF-8 JSON, not a list there).
    static func run<Element>(
        _ data: Data, at key: String?, read: (JSONObjectView) -> Element?,
        decode: (Data) throws -> Element?
    ) -> Result<Element>? {
        data.withUnsafeBytes { raw -> Result<Element>? in
            let bytes = raw.bindMemory(to: UInt8.self)
            // Let JSONDecoder handle anything that is not plain UTF-8 (it detects other encodings).
            guard let first = bytes.first, first < 0x80 else { return nil }
            var scanner = JSONListScanner(bytes)
            do {
                guard try scanner.enterList(at: key) else { return nil }
                return try elements(from: &scanner, listAt: key, read: read, decode: decode).result
            } catch {
                return nil
            }
        }
    }

    /// The elements `scanner` reads from where it is to the list's end (then the rest of the
    /// document is checked), or, given `end`, up to the element that ends exactly there
    /// (`endedAtCut`); `count` is how many list positions were read. `movingElements`: kept in
    /// ``Result/moved`` (a second half's).
    static func elements<Element>(
        from scanner: inout JSONListScanner, listAt key: String? = nil, endingAt end: Int? = nil,
        movingElements: Bool = false, read: (JSONObjectView) -> Element?, decode: (Data) throws -> Element?
    ) throws(JSONListScanner.Invalid) -> (result: Result<Element>, endedAtCut: Bool, count: Int) {
        var result = Result<Element>(moved: movingElements ? ElementBuffer() : nil)
        var members: [JSONListScanner.Member] = []
        var position = 0
        let start = scanner.index
        while let element = try scanner.nextElement(members: &members) {
            try result.take(element, at: position, members, scanner, read: read, decode: decode)
            position += 1
            if let end, element.range.upperBound == end { return (result, true, position) }
            if position == sampledElements {
                // Room for the rest at once: growing by doubling moves the list each time (the old
                // and the new buffer held at once), and a first half's room is for the whole list,
                // so the second half is moved onto it without moving the first.
                result.reserve(
                    estimatedCount(
                        sampled: position, inBytes: element.range.upperBound - start,
                        ofBytes: (scanner.listEnd ?? scanner.bytes.count) - start,
                        stride: MemoryLayout<Element>.stride))
            }
        }
        try scanner.finishList(at: key)
        return (result, false, position)
    }
}

extension ElementScan {
    /// How many elements are read before the list's length is estimated from them.
    static let sampledElements = 1_024

    /// How many elements `bytes` bytes hold when `sampled` took `sampledBytes`, with 5 % to
    /// spare; at most as many as take `bytes` bytes of memory (`stride` each), so a list whose
    /// first elements are unusually small reserves no more room than its own size.
    static func estimatedCount(sampled: Int, inBytes sampledBytes: Int, ofBytes bytes: Int, stride: Int)
        -> Int
    {
        guard sampled > 0, sampledBytes > 0, bytes > sampledBytes else { return sampled }
        let estimate = Double(sampled) * Double(bytes) / Double(sampledBytes) * 1.05
        let largest = Swift.max(sampled, bytes / Swift.max(1, stride))
        return estimate < Double(largest) ? Int(estimate) : largest
    }
}

extension ElementScan.Result {
    /// Reads or decodes one element (`position` in the list) and keeps it, counts it unusable or
    /// skips it with the reason; throws when the whole document must go to `JSONDecoder`.
    mutating func take(
        _ element: (kind: JSONListScanner.Kind, range: Range<Int>), at position: Int,
        _ members: [JSONListScanner.Member], _ scanner: JSONListScanner, read: (JSONObjectView) -> Element?,
        decode: (Data) throws -> Element?
    ) throws(JSONListScanner.Invalid) {
        let bytes = scanner.bytes
        // A value nested deeper than the scanner follows: the reader may still read the element
        // (the deep value is a member it ignores); else it is skipped, never the whole list
        // (JSONDecoder rejects a document nested deeper than 512).
        if scanner.elementTooDeep {
            if element.kind == .object,
                let members = JSONListScanner.members(ofObjectAt: element.range, in: bytes),
                let read = read(JSONObjectView(scanner: scanner, members: members))
            {
                keep(read)
            } else {
                skipped.append(
                    SkippedElement(
                        index: position, reason: "nested deeper than \(JSONListScanner.maximumDepth) levels"))
            }
            return
        }
        if element.kind == .object, let read = read(JSONObjectView(scanner: scanner, members: members)) {
            keep(read)
            return
        }
        let elementData = Data(UnsafeBufferPointer(rebasing: bytes[element.range]))
        do {
            if let decoded = try decode(elementData) {
                keep(decoded)
            } else {
                unusable += 1
            }
        } catch let error as DecodingError {
            // Alone, an element JSONDecoder cannot read at its root (a number too large for its
            // type) fails without the reason it gives in place: decode the whole document.
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw JSONListScanner.Invalid()
            }
            let path = error.keyPath
            skipped.append(
                SkippedElement(
                    index: position, reason: path.isEmpty ? error.reason : "\(error.reason) at \(path)"))
        } catch {
            skipped.append(SkippedElement(index: position, reason: String(describing: error)))
        }
    }
}

extension FetchedList {
    /// The list at the top of `data` (`key` nil) or at member `key` of its top-level object, each
    /// element made straight from its members by `read` (no wire value in between); an element
    /// `read` declines (nil: anything but the plain case) is decoded alone as `Wire` by `decoder`
    /// and made by `convert` (nil: unusable, left out). Elements `decoder` cannot decode are left out
    /// and handed to `skip` (where and why). Nil when the document is not one the fast path reads:
    /// decode it whole with `JSONDecoder` then, which also says why it is unreadable.
    ///
    /// So a reader need only handle the common case exactly as `convert` would, and the rare ones
    /// (malformed fields, escapes it does not read) cost only their own decoding.
    public static func decoding<Wire: Decodable & Sendable>(
        _ data: Data, at key: String? = nil, decoder: JSONDecoder,
        reading read: @escaping @Sendable (JSONObjectView) -> Element?, declinedAs wire: Wire.Type,
        converting convert: @escaping @Sendable (Wire) -> Element?, skipping skip: (SkippedElement) -> Void
    ) -> FetchedList? where Element: Sendable {
        let decode: @Sendable (Data) throws -> Element? = { convert(try decoder.decode(Wire.self, from: $0)) }
        // A large list is read in two halves, one per core.
        guard let result = ElementScan.runInHalves(data, at: key, read: read, decode: decode) else {
            return nil
        }
        result.skipped.forEach(skip)
        return FetchedList(result.elements, skipped: result.skipped.count + result.unusable)
    }
}
