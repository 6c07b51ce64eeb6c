import ArgumentParser
import Foundation
import Localization

/// An identifier typed as a command's argument (a tracking number, an order id), read the same
/// way by every feature before anything is loaded:
/// - the blanks around it are not part of it: a number pasted with a trailing space or newline
///   names the same parcel;
/// - an empty one is refused with the feature's own words (`empty`);
/// - one with a control character (a pasted escape sequence) or longer than ``maximumLength`` is
///   refused and shown bounded and escaped, instead of being looked up, sent to a server and
///   echoed back into the terminal.
/// Each is a usage error (exit 64) from the command's `validate()`:
///
///     mutating func validate() throws { id = try TypedIdentifier.read(id, empty: OrdersStrings.cliEmptyId) }
public enum TypedIdentifier {
    /// The most characters an identifier may have; no backend's ids come near it.
    public static let maximumLength = 200

    /// `typed` without the blanks around it, or the usage error that says what is wrong with it.
    public static func read(_ typed: String, empty: some LocalizedKey) throws -> String {
        let id = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !id.isEmpty else { throw ValidationError.localized(empty) }
        let shown = UsageText.bounded(id)
        if id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw ValidationError.localized(UsageStrings.identifierControl, ["value": shown])
        }
        guard id.count <= maximumLength else {
            throw ValidationError.localized(
                UsageStrings.identifierTooLong,
                ["value": shown, "count": "\(id.count)", "maximum": "\(maximumLength)"])
        }
        return id
    }
}
