import CatalogInterface
import Foundation
import Localization
import MosaicTestSupport
import Networking
import Testing

@testable import Catalog

/// Failures reach people as sentences in their language: no English server text, no raw bodies.
@Suite struct LocalizedFailureTests {
    private let serverError = NetworkError.httpStatus(
        code: 503, bodyExcerpt: #"{"error":"Simulated failure (failure rate)"}"#)

    @Test func aServerErrorIsASpanishSentenceWithoutTheRawBody() {
        let message = texts(.es).failure(serverError)
        #expect(
            message == "No se pudieron cargar los productos. El servidor respondió con un error (HTTP 503).")
        #expect(!message.contains("Simulated"))
        #expect(!message.contains("The server"))
    }

    @Test(arguments: Language.allCases)
    func theStaleBannerNamesTheReasonInEveryLanguage(language: Language) throws {
        let snapshot = CatalogSnapshot(products: [], syncedAt: referenceDate, source: .cache)
        let banner = try #require(
            texts(language).banner(for: serverError, snapshot: snapshot, now: referenceDate))
        let text = banner.lines(width: 200).map(\.plainText).joined(separator: " ")
        #expect(text.contains("503"))
        #expect(!text.contains("{"), "no raw body: \(text)")
        if language != .en { #expect(!text.contains("The server"), "\(text)") }
    }

    @Test func aServerThatIsDownIsNotCalledOffline() {
        let message = texts(.pl).failure(.unreachable(server: "http://127.0.0.1:8080"))
        #expect(message.contains("http://127.0.0.1:8080"))
        #expect(!message.lowercased().contains("offline"))
    }
}
