/// An HTTP request method; a struct rather than an enum so rare verbs need no new release.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method token as sent on the wire, always upper-case.
    public let rawValue: String

    /// Creates a method from its token; the token is upper-cased so `get` and `GET` are equal.
    public init(rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    /// `GET`
    public static let get = HTTPMethod(rawValue: "GET")
    /// `POST`
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `PATCH`
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `DELETE`
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `HEAD`
    public static let head = HTTPMethod(rawValue: "HEAD")

    public var description: String { rawValue }
}
