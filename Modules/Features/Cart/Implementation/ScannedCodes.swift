import AppCore
import Foundation
import Localization

/// The codes `store price` prices: its arguments, where a lone `-` stands for the codes on standard
/// input, then those of `--codes-file` (a path, or `-`). A file holds codes separated by spaces or
/// new lines. Reading is linear in the input, so a 10,000-item basket is read in microseconds (10,000
/// arguments would cost swift-argument-parser quadratic time).
enum ScannedCodes {
    /// The codes in scanning order. An unreadable file is a usage error (exit 64), a file that is not
    /// UTF-8 text is bad data (exit 65), and no codes at all is a usage error.
    static func read(
        arguments: [String], file: String?, localizer: Localizer,
        standardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    ) throws -> [String] {
        var scanned: [String] = []
        var readStandardInput = false
        func codes(in data: Data, source: String) throws -> [String] {
            guard let text = String(data: data, encoding: .utf8) else {
                throw CommandFailure(
                    localizer.string(CartStrings.priceCodesNotText, ["path": source]),
                    exitCode: ExitStatus.dataError)
            }
            return words(of: text)
        }
        func standardInputCodes() throws -> [String] {
            // Standard input can be read once; naming it twice reads it once.
            guard !readStandardInput else { return [] }
            readStandardInput = true
            return try codes(in: standardInput(), source: "-")
        }
        for argument in arguments {
            scanned += argument == "-" ? try standardInputCodes() : [argument]
        }
        if let file {
            if file == "-" {
                scanned += try standardInputCodes()
            } else {
                let data: Data
                do {
                    data = try Data(contentsOf: URL(fileURLWithPath: file))
                } catch {
                    throw CommandFailure(
                        // The system's reason is English: it goes to the log only.
                        localizer.string(CartStrings.priceCodesUnreadable, ["path": file]),
                        exitCode: ExitStatus.usage, logDetail: "\(error)")
                }
                scanned += try codes(in: data, source: file)
            }
        }
        guard !scanned.isEmpty else {
            throw CommandFailure(localizer[CartStrings.priceNoCodes], exitCode: ExitStatus.usage)
        }
        return scanned
    }

    /// The words of `text`, split at whitespace. ASCII text (every real basket) is split on its
    /// UTF-8 bytes (space, tab, new line, carriage return, vertical tab, form feed), which is
    /// much faster than asking each character's Unicode properties; other text is split the
    /// general way, at every Unicode whitespace, with the same result on ASCII.
    static func words(of text: String) -> [String] {
        var text = text
        if let words = text.withUTF8({ bytes -> [String]? in
            var words: [String] = []
            var start = -1
            for (index, byte) in bytes.enumerated() {
                guard byte < 0x80 else { return nil }
                let isSpace = byte == 0x20 || (0x09...0x0D).contains(byte)
                if isSpace {
                    if start >= 0 {
                        words.append(
                            String(
                                decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                        start = -1
                    }
                } else if start < 0 {
                    start = index
                }
            }
            if start >= 0 {
                words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            }
            return words
        }) {
            return words
        }
        return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
