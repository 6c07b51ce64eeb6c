import Networking

/// The Fetch hiring backend: `GET /hiring.json` returns a bare array of `{id, listId, name}`.
enum HiringAPI {
    /// The service: the brief's S3 bucket in prod, mock-backend in stage.
    static let service = ServiceDescriptor(id: "hiring", prodURL: "https://fetch-hiring.s3.amazonaws.com")

    /// The path of the list.
    static let path = "/hiring.json"

    /// The request for the list.
    static let items = NetworkRequest(path: path)
}
