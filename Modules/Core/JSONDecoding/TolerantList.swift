import Foundation

/// A JSON array decoded element by element: an element that cannot be decoded is skipped and
/// reported (where and why) instead of failing the whole list.
///
/// Use it for any list a backend sends, so one malformed entry costs only itself:
///
/// ```swift
/// struct PageDTO: Decodable { let items: TolerantList<ItemDTO> }
/// let page = try APIClient.decode(PageDTO.self, from: body)
/// page.items.elements      // what could be read, in server order
/// page.items.skipped       // [SkippedElement(index: 3, reason: "expected String but found null at currency")]
/// ```
///
/// Any error while decoding an element costs only that element; a body that is not JSON, or a
/// value that is not an array, still fails as a whole.
public struct TolerantList<Element: Decodable>: Decodable {
    /// The elements that could be decoded, in their original order.
    public var elements: [Element]
    /// The elements that could not be decoded.
    public var skipped: [SkippedElement]

    /// A list of already decoded `elements` (tests and fakes).
    public init(elements: [Element], skipped: [SkippedElement] = []) {
        self.elements = elements
        self.skipped = skipped
    }

    /// How many elements the array had, readable or not.
    public var count: Int { elements.count + skipped.count }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        var skipped: [SkippedElement] = []
        if let count = container.count { elements.reserveCapacity(count) }
        while !container.isAtEnd {
            let index = container.currentIndex
            do {
                elements.append(try container.decode(Element.self))
            } catch let error as DecodingError {
                // The element's own path is the array's path plus its index.
                let path = error.keyPath(droppingFirst: container.codingPath.count + 1)
                skipped.append(
                    SkippedElement(
                        index: index, reason: path.isEmpty ? error.reason : "\(error.reason) at \(path)"))
                // A failed element does not advance the container; step over it explicitly.
                _ = try container.decode(Discarded.self)
            } catch {
                // Foundation reports some element failures (a number too large for its type) with
                // its own error type; they cost the element too, not the list.
                skipped.append(SkippedElement(index: index, reason: String(describing: error)))
                _ = try container.decode(Discarded.self)
            }
        }
        self.elements = elements
        self.skipped = skipped
    }

    /// Decodes from any value, so an unreadable element can be stepped over.
    private struct Discarded: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}

extension TolerantList: Sendable where Element: Sendable {}
extension TolerantList: Equatable where Element: Equatable {}

/// An element of a ``TolerantList`` that could not be decoded: its position and why.
public struct SkippedElement: Hashable, Sendable, CustomStringConvertible {
    /// The element's position in the array, from 0.
    public var index: Int
    /// Why it was skipped (English, for logs), with the key path inside the element.
    public var reason: String

    /// A skipped element at `index` for `reason`.
    public init(index: Int, reason: String) {
        self.index = index
        self.reason = reason
    }

    public var description: String { "[\(index)]: \(reason)" }
}

/// What a fetch could use of a server's list, in server order, and how many entries it left out
/// (each unusable entry costs only itself): the result type of every feature's list fetch.
public struct FetchedList<Element> {
    /// The usable elements.
    public var elements: [Element]
    /// How many entries of the server's list were unusable and left out.
    public var skipped: Int
    /// The bytes the list was read from, as they came (a server's body, a data file), when the
    /// source keeps them: an offline copy stores them as one value instead of a row per element.
    public var payload: Data?

    /// A list of `elements` with `skipped` unusable entries left out, read from `payload`.
    public init(_ elements: [Element], skipped: Int = 0, payload: Data? = nil) {
        self.elements = elements
        self.skipped = skipped
        self.payload = payload
    }
}

extension FetchedList: Sendable where Element: Sendable {}
extension FetchedList: Equatable where Element: Equatable {}
extension FetchedList: Hashable where Element: Hashable {}
