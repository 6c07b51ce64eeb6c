import Foundation

/// Where an app writes what the user asked for (frames, listings); tests capture it.
public struct TextOutput: Sendable {
    private let sink: @Sendable (String) -> Void

    /// An output that hands each write to `sink`.
    public init(_ sink: @escaping @Sendable (String) -> Void) {
        self.sink = sink
    }

    /// Writes `text` followed by a newline.
    public func line(_ text: String) {
        sink(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Standard output, unbuffered.
    public static let standardOutput = TextOutput { FileHandle.standardOutput.write(Data($0.utf8)) }
    /// Standard error, unbuffered.
    public static let standardError = TextOutput { FileHandle.standardError.write(Data($0.utf8)) }
}
