import Foundation

/// Describes one backend a feature talks to, e.g. `ServiceDescriptor(id: "packs", prodBaseURL: …)`.
public struct ServiceDescriptor: Sendable, Hashable {
    /// A stable identifier used in logs.
    public let id: String
    /// The real backend's base URL; always https.
    public let prodBaseURL: URL

    /// Creates a descriptor; throws ``NetworkConfigurationError/insecureProdURL(_:)`` unless the URL is https.
    public init(id: String, prodBaseURL: URL) throws(NetworkConfigurationError) {
        try BaseURLValidation.requireHTTPS(prodBaseURL)
        self.id = id
        self.prodBaseURL = prodBaseURL
    }

    /// A descriptor whose production URL is a literal in the source, e.g. `prodURL: "https://api.example.com"`.
    ///
    /// Features declare their backends this way. A literal that is not an absolute https URL is a
    /// mistake in the program, not in data, so it stops the program naming the service and why.
    public init(id: String, prodURL literal: StaticString) {
        let text = literal.description
        guard let url = URL(string: text) else {
            preconditionFailure("The \(id) service's production URL \"\(text)\" is not a URL.")
        }
        do {
            try BaseURLValidation.requireHTTPS(url)
        } catch {
            preconditionFailure("The \(id) service's production URL is unusable: \(error)")
        }
        self.id = id
        self.prodBaseURL = url
    }
}

/// Base URL checks shared by services and environments.
enum BaseURLValidation {
    /// Requires an absolute `http`/`https` URL with a host.
    static func requireWebURL(_ url: URL) throws(NetworkConfigurationError) {
        let scheme = url.scheme?.lowercased()
        guard scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty else {
            throw .invalidBaseURL(url.absoluteString)
        }
    }

    /// Requires a web URL whose scheme is `https`.
    static func requireHTTPS(_ url: URL) throws(NetworkConfigurationError) {
        try requireWebURL(url)
        guard url.scheme?.lowercased() == "https" else { throw .insecureProdURL(url) }
    }
}
