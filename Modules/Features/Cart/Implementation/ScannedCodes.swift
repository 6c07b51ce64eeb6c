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
            return text.split(whereSeparator: \.isWhitespace).map(String.init)
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
}
