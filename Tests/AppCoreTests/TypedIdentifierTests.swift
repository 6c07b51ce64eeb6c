import AppCore
import ArgumentParser
import Localization
import Testing

/// Identifiers typed as arguments: blanks around them ignored, and empty, control-character or
/// over-long ones refused as usage errors in the command line's language.
@Suite struct TypedIdentifierTests {
    /// The message `typed` is refused with, or nil when it is read.
    private func refusal(_ typed: String, in language: Language = .en) -> String? {
        CommandLineLanguage.$localizer.withValue(Localizer(language: language)) {
            do {
                _ = try TypedIdentifier.read(typed, empty: UsageStrings.storeEmpty)
                return nil
            } catch let error as ValidationError {
                return error.message
            } catch {
                return "unexpected \(error)"
            }
        }
    }

    @Test(arguments: ["WB-1001", " WB-1001", "WB-1001 ", "\tWB-1001\n", "\u{00A0}WB-1001\u{2003}"])
    func theBlanksAroundAnIdAreNotPartOfIt(typed: String) throws {
        #expect(try TypedIdentifier.read(typed, empty: UsageStrings.storeEmpty) == "WB-1001")
    }

    @Test func blanksInsideAnIdStay() throws {
        #expect(try TypedIdentifier.read(" 6200 1234 ", empty: UsageStrings.storeEmpty) == "6200 1234")
    }

    @Test(arguments: ["", " ", "\n\t "])
    func anEmptyIdIsRefusedWithTheFeaturesWords(typed: String) {
        #expect(refusal(typed) == "--store needs a file path or 'memory'.")
    }

    @Test func aControlCharacterIsRefusedAndShownEscaped() {
        #expect(
            refusal("WB\u{1B}[31m-1001")
                == #"'WB\u{1b}[31m-1001' contains control characters; an identifier is plain text."#)
        #expect(refusal("WB\t1001")?.contains(#"WB\u{9}1001"#) == true)
    }

    @Test func theLongestIdIsReadAndOneMoreCharacterIsRefused() throws {
        let longest = String(repeating: "x", count: TypedIdentifier.maximumLength)
        #expect(try TypedIdentifier.read(longest, empty: UsageStrings.storeEmpty) == longest)
        let message = try #require(refusal(longest + "y"))
        #expect(
            message.hasSuffix("…' is too long for an identifier: 201 characters, at most 200."), "\(message)")
        // The echo is bounded like every quoted value: the first 200 characters and an ellipsis.
        #expect(message.count < 300, "\(message.count)")
    }

    @Test func theRefusalsAreInTheCommandLinesLanguage() {
        #expect(refusal("", in: .pl) == "--store wymaga ścieżki do pliku albo 'memory'.")
        #expect(
            refusal("a\u{7}b", in: .de) == #"'a\u{7}b' enthält Steuerzeichen; eine Kennung ist reiner Text."#)
        #expect(
            refusal(String(repeating: "9", count: 250), in: .es)?.hasSuffix(
                "es demasiado largo para un identificador: 250 caracteres, como máximo 200.") == true)
    }
}
