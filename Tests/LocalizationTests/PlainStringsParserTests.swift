import Foundation
import Testing

@testable import Localization

/// The plain `.strings` reader gives exactly what `PropertyListSerialization` gives, or hands the
/// table over to it.
@Suite struct PlainStringsParserTests {
    /// Every `Localizable.strings` under `Modules/` and `Apps/`.
    private static let shippedTables: [URL] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return ["Modules", "Apps"].flatMap { folder -> [URL] in
            let enumerator = FileManager.default.enumerator(
                at: root.appending(path: folder), includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter {
                $0.lastPathComponent == "Localizable.strings"
            }
        }
    }()

    @Test func everyShippedTableReadsTheSameWithoutThePropertyListParser() throws {
        try #require(Self.shippedTables.count >= 40, "found \(Self.shippedTables.count) tables")
        for url in Self.shippedTables {
            let data = try Data(contentsOf: url)
            let plain = PlainStringsParser.parse(data)
            #expect(plain != nil, "\(url.path) needs the property-list parser")
            #expect(plain.map(Result.success) == StringsTable.propertyListParse(data), "\(url.path)")
        }
    }

    @Test(arguments: [
        #""a" = "b";"#, "  \n\t\r", "", #"/* c */ "a" = "b"; // d"#, "\"a\"=\"b\";\"c\"=\"\";",
        #""k" = "say \"hi\" \\ now";"#, "\"k\" = \"two\nlines\";", #""k" = "tab\there\nnew\rret";"#,
        #""zażółć" = "gęślą jaźń 👋";"#, #"/* "x" = "y"; */ "a" = "b";"#,
        #""a" = "b" /* between */ ;"#, "// only a comment\n",
    ])
    func plainTablesReadAsThePropertyListParserReadsThem(text: String) throws {
        let data = Data(text.utf8)
        let plain = try #require(PlainStringsParser.parse(data), "read plainly")
        #expect(.success(plain) == StringsTable.propertyListParse(data))
        #expect(StringsTable.parse(data) == .success(plain))
    }

    /// What the plain reader leaves to the property-list parser still reads as that parser reads it.
    @Test(arguments: [
        #""a" = "\U00e9";"#, #""a" = b;"#, #""a";"#, #"{ "a" = "b"; }"#, #""a" = "1"; "a" = "2";"#,
        #""a" = "\101";"#, "\u{FEFF}\"a\" = \"b\";", #""a" = "b""#, #""a" = "b"#, #""a" "b";"#,
        "/* open", #""a" = "b"; junk"#,
    ])
    func otherFormsAreLeftToThePropertyListParser(text: String) {
        let data = Data(text.utf8)
        #expect(PlainStringsParser.parse(data) == nil)
        #expect(StringsTable.parse(data) == StringsTable.propertyListParse(data))
    }

    @Test func utf16TablesAreLeftToThePropertyListParser() throws {
        let data = try #require(#""a" = "b";"#.data(using: .utf16))
        #expect(PlainStringsParser.parse(data) == nil)
        #expect(StringsTable.parse(data) == .success(["a": "b"]))
    }

    /// Generated tables: keys and values of quotes, backslashes, new lines, tabs and non-ASCII
    /// letters, written with the escapes a translator would use.
    @Test func generatedTablesReadTheSameBothWays() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces = [
            "a", "Z", " ", "\"", "\\", "\n", "\t", "\r", "ł", "ß", "ñ", "👋", "{x}", "=", ";", "/*", "//",
        ]
        func text() -> String {
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? "a"
            }
            .joined()
        }
        func quoted(_ text: String) -> String {
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                of: "\"", with: "\\\""
            )
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
            return "\"\(escaped)\""
        }
        for _ in 0..<200 {
            var table: [String: String] = [:]
            for _ in 0..<Int.random(in: 0...8, using: &generator) { table["k" + text()] = text() }
            let source = table.map { "\(quoted($0.key)) = \(quoted($0.value));" }.joined(
                separator: "\n/* note */\n")
            let data = Data(source.utf8)
            #expect(PlainStringsParser.parse(data) == table, "\(source)")
            #expect(StringsTable.propertyListParse(data) == .success(table), "\(source)")
        }
    }
}
