import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1 channel, plus what a plain server owes its clients: a connection a
/// request asks to close is closed after the answer. Hummingbird closes only on a literal
/// `Connection: close`; HTTP types drop the request's version, so an HTTP/1.0 request without
/// `keep-alive` (or `Connection: Close`) kept its connection open forever. A handler in front of
/// the conversion to HTTP types spells it out while the version is still known.
struct ClosingHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = HTTP1Channel.Value

    private let inner: HTTP1Channel

    init(responder: @escaping HTTPChannelHandler.Responder, configuration: HTTP1Channel.Configuration) {
        inner = HTTP1Channel(responder: responder, configuration: configuration)
    }

    var responder: HTTPChannelHandler.Responder { inner.responder }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let codec = try channel.pipeline.syncOperations.handler(type: HTTP1ToHTTPServerCodec.self)
            try channel.pipeline.syncOperations.addHandler(ConnectionCloseHandler(), position: .before(codec))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 with ``ClosingHTTP1Channel``.
    static func closingHTTP1(configuration: HTTP1Channel.Configuration) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            ClosingHTTP1Channel(responder: responder, configuration: configuration)
        }
    }
}

/// Marks a request whose connection must close after the answer (HTTP/1.0 without keep-alive,
/// `Connection: close` in any spelling) with the one spelling Hummingbird checks.
final class ConnectionCloseHandler: ChannelInboundHandler, RemovableChannelHandler, Sendable {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), !head.isKeepAlive else {
            context.fireChannelRead(data)
            return
        }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }
}
