import FeedInterface
import Foundation
import JSONDecoding
import Logging
import Networking

/// The feed's own content, shipped with the app as `feed.json` (or read from another file).
public struct BundledFeedService: FeedService {
    private let url: URL?
    private let logger: Logger

    /// The cards bundled with the Feed module.
    public init(logger: Logger = Logger(label: "mosaic.feed")) {
        self.init(url: Bundle.module.url(forResource: "feed", withExtension: "json"), logger: logger)
    }

    /// The cards in the feed file at `url` (nil: the file is missing).
    public init(url: URL?, logger: Logger = Logger(label: "mosaic.feed")) {
        self.url = url
        self.logger = logger
    }

    /// The cards; a failure is logged here in English (the screen shows only its words).
    public func cards() async throws -> [FeedCard] {
        do {
            return try readCards()
        } catch {
            logger.notice("\(error)")
            throw error
        }
    }

    private func readCards() throws -> [FeedCard] {
        guard let url else { throw FeedContentError.missing }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw FeedContentError.unreadable(reason: error.localizedDescription)
        }
        let document: FeedDocumentDTO
        do {
            document = try JSONDecoder.mosaic().decode(FeedDocumentDTO.self, from: data)
        } catch let error as DecodingError {
            let location = error.keyPath.isEmpty ? "" : " at \(error.keyPath)"
            throw FeedContentError.unreadable(reason: "\(error.reason)\(location)")
        }
        let (cards, rejected) = FeedCardMapper.map(document)
        for reason in rejected {
            logger.warning("Skipping a feed card that cannot be shown: \(reason)")
        }
        return cards
    }
}

/// Why the feed's own content could not be read.
public enum FeedContentError: Error, Hashable, CustomStringConvertible {
    /// The feed file is not in the app bundle.
    case missing
    /// The feed file could not be read or is not valid feed data.
    case unreadable(reason: String)

    public var description: String {
        switch self {
        case .missing: "The feed content is missing from the app."
        case .unreadable(let reason): "The feed content could not be read: \(reason)"
        }
    }
}
