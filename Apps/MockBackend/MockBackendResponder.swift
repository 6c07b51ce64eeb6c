import Hummingbird
import Logging
import Networking

/// Answers every request from the shared ``MockResponder``; unknown paths get its 404.
struct MockBackendResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let responder: MockResponder
    let logger: Logger
    /// Called once a request is answered (moves `--seconds-per-request` simulated time on).
    var afterEachRequest: @Sendable () -> Void = {}

    func respond(to request: Request, context: Context) async throws -> Response {
        let start = ContinuousClock.now
        let method = Networking.HTTPMethod(rawValue: request.method.rawValue)
        let path = request.uri.path
        let mock: MockResponse
        do {
            mock = try await responder.respond(method: method, path: path)
        } catch {
            // Only cancellation gets here: the client went away during the simulated latency.
            logger.info(
                "\(method) \(path) cancelled after \(NetworkingLog.milliseconds(ContinuousClock.now - start)) ms"
            )
            throw error
        }
        afterEachRequest()
        logger.info(
            "\(method) \(path) \(mock.status) \(NetworkingLog.milliseconds(ContinuousClock.now - start)) ms")
        var headers: HTTPFields = [.contentType: mock.contentType]
        if !mock.allowedMethods.isEmpty {
            headers[.allow] = mock.allowedMethods.map(\.rawValue).joined(separator: ", ")
        }
        return Response(
            status: HTTPResponse.Status(code: mock.status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: mock.body)))
    }
}
