import Networking

/// The `GET /packs` body: a bare array of packs, decoded element by element so one unusable
/// entry is reported and skipped instead of failing the whole list.
struct PacksResponseDTO: Decodable, Sendable {
    /// An entry that could not be used, with where and why.
    struct SkippedEntry: Hashable, Sendable {
        /// The entry's position in the array.
        let index: Int
        /// Why it was skipped (English, for logs).
        let reason: String
    }

    /// The usable entries, in server order.
    let packs: [PackDTO]
    /// The entries that were skipped.
    let skipped: [SkippedEntry]

    init(packs: [PackDTO], skipped: [SkippedEntry] = []) {
        self.packs = packs
        self.skipped = skipped
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var packs: [PackDTO] = []
        var skipped: [SkippedEntry] = []
        while !container.isAtEnd {
            let index = container.currentIndex
            do {
                packs.append(try container.decode(PackDTO.self))
            } catch let error as DecodingError {
                let location = error.keyPath.isEmpty ? "" : " at \(error.keyPath)"
                skipped.append(SkippedEntry(index: index, reason: "\(error.reason)\(location)"))
                // A failed element does not advance the container; consume it explicitly.
                _ = try container.decode(Discarded.self)
            }
        }
        self.packs = packs
        self.skipped = skipped
    }

    /// Decodes from anything, so an unusable element can be stepped over.
    private struct Discarded: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
