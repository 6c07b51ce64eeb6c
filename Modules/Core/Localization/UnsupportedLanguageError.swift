import Foundation

/// An explicitly requested language that Mosaic has no translations for.
public struct UnsupportedLanguageError: Error, Equatable, Sendable, CustomStringConvertible,
    LocalizedError
{
    /// The process exit status apps use for this usage error (EX_USAGE).
    public static let exitCode: Int32 = 64

    /// The value the user asked for, verbatim.
    public let requested: String

    /// The languages that would have been accepted.
    public var supported: [Language] { Language.allCases }

    /// Creates the error for a rejected `requested` value.
    public init(requested: String) {
        self.requested = requested
    }

    public var description: String {
        let choices = supported.map { "\($0.rawValue) (\($0.displayName))" }.joined(separator: ", ")
        return "Unsupported language '\(requested)'. Supported languages: \(choices)."
    }

    public var errorDescription: String? { description }
}
