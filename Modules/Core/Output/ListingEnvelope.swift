import Foundation

/// Where a listing's data came from, in the one vocabulary every listing's JSON uses.
public enum ListingSource: String, Encodable, Sendable, CaseIterable {
    /// Loaded from the server (or `--data-file`) just now.
    case server
    /// The copy saved by the last successful load, shown because the server could not be used.
    case cache
    /// Data shipped with the app (nothing loaded and nothing saved yet).
    case bundled
    /// A local file named on the command line.
    case file
    /// Records kept on this device only (never loaded from a server), e.g. the order history.
    case device
}

/// The JSON every listing subcommand prints: the listing's own fields plus `source`, `syncedAt`
/// (null when the data was never synced) and `skipped` (elements of the server's list that could
/// not be read and were left out), so scripts read every listing the same way.
///
/// `Content` must encode as a JSON object (keyed container) and must not use those three keys.
public struct ListingEnvelope<Content: Encodable>: Encodable {
    /// The listing's own fields.
    public var content: Content
    /// Where the data came from.
    public var source: ListingSource
    /// When the data was loaded from the server; nil when it never was (bundled, file, device).
    public var syncedAt: Date?
    /// How many elements of the server's list could not be read (0 for stored data).
    public var skipped: Int

    /// An envelope around `content`.
    public init(_ content: Content, source: ListingSource, syncedAt: Date?, skipped: Int) {
        self.content = content
        self.source = source
        self.syncedAt = syncedAt
        self.skipped = skipped
    }

    private enum Keys: String, CodingKey {
        case source, syncedAt, skipped
    }

    public func encode(to encoder: any Encoder) throws {
        try content.encode(to: encoder)
        // The same keyed container: the envelope's keys sit beside the content's.
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(source, forKey: .source)
        try container.encode(NullWhenUnset(wrappedValue: syncedAt), forKey: .syncedAt)
        try container.encode(skipped, forKey: .skipped)
    }
}

/// Encodes an optional as an explicit JSON `null` when unset (synthesized `Encodable` omits the
/// key instead): listings mark every optional field with it, so scripts always find every key.
@propertyWrapper
public struct NullWhenUnset<Value: Encodable>: Encodable {
    /// The value, or nil for `null`.
    public var wrappedValue: Value?

    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}

extension NullWhenUnset: Sendable where Value: Sendable {}

extension JSONStreamWriter {
    /// The member `key`: an array of one object per element, whose members `members` writes (in
    /// sorted key order, as every listing's document is). Listings write their groups and items
    /// with it, so each writes only what its objects hold.
    public func objects<Element>(
        _ key: StaticString, _ elements: some Sequence<Element>, _ members: (Element) -> Void
    ) {
        self.key(key)
        beginArray()
        for element in elements {
            beginObject()
            members(element)
            endObject()
        }
        endArray()
    }

    /// ``objects(_:_:_:)-(_,some Sequence<Element>,_)`` for an array: each element is lent to
    /// `members` where it lies, not copied out first (a sequence's iterator copies every element,
    /// and a copy retains each of its strings).
    /// Inlinable, so it is specialized for the caller's element type: generic code copies each
    /// element through its value witness even when lending it.
    @inlinable
    public func objects<Element>(_ key: StaticString, _ elements: [Element], _ members: (Element) -> Void) {
        self.key(key)
        beginArray()
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                beginObject()
                members(elements[index])
                endObject()
            }
        }
        endArray()
    }

    /// The member `key`: an array of `count` objects, whose members `members` writes for each
    /// index. A listing of parcels reads each field where the parcel lies (`parcels[index].id`):
    /// lending a whole element to a closure still copies it (and retains each of its strings).
    public func objects(_ key: StaticString, count: Int, _ members: (Int) -> Void) {
        self.key(key)
        beginArray()
        for index in 0..<count {
            beginObject()
            members(index)
            endObject()
        }
        endArray()
    }

    /// The members a ``ListingEnvelope`` adds beside a listing's own, for a listing that writes
    /// itself (``JSONWritable``): `skipped`, `source` and `syncedAt`, in that (sorted) order, so a
    /// listing calls this where they fall among its own keys.
    public func envelopeMembers(source: ListingSource, syncedAt: Date?, skipped: Int) {
        member("skipped", skipped)
        member("source", source.rawValue)
        member("syncedAt", syncedAt)
    }
}
