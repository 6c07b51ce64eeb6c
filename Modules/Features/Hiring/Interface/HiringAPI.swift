import Networking

/// The Fetch hiring backend: `GET /hiring.json` returns a bare array of `{id, listId, name}`.
public enum HiringAPI {
    /// The service: the brief's S3 bucket in prod, mock-backend in stage.
    public static let service = ServiceDescriptor(
        id: "hiring", prodURL: "https://fetch-hiring.s3.amazonaws.com")

    /// The path of the list.
    public static let path = "/hiring.json"

    /// The request for the list.
    public static let items = NetworkRequest(path: path)
}
