import AppCore
import Foundation
import Localization

/// The codes `store price` prices: its arguments, where a lone `-` stands for the codes on standard
/// input, then those of `--codes-file` (a path, or `-`). A file holds codes separated by spaces or
/// new lines. Reading is linear in the input, so a 10,000-item basket is read in microseconds (10,000
/// arguments would cost swift-argument-parser quadratic time).
enum ScannedCodes {
    /// Each distinct code in the order first scanned, with how many times it was scanned (counted
    /// by their bytes: ``WordTally``). An unreadable file is a usage error (exit 64), a file that
    /// is not UTF-8 text is bad data (exit 65), and no codes at all is a usage error.
    static func read(
        arguments: [String], file: String?, localizer: Localizer,
        standardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    ) throws -> [WordTally.Tally] {
        var tally = WordTally()
        var readStandardInput = false
        func count(_ data: Data, source: String) throws {
            guard let text = String(data: data, encoding: .utf8) else {
                throw CommandFailure(
                    localizer.string(CartStrings.priceCodesNotText, ["path": source]),
                    exitCode: ExitStatus.dataError)
            }
            tally.addWords(of: text)
        }
        func countStandardInput() throws {
            // Standard input can be read once; naming it twice reads it once.
            guard !readStandardInput else { return }
            readStandardInput = true
            try count(standardInput(), source: "-")
        }
        for argument in arguments {
            if argument == "-" {
                try countStandardInput()
            } else {
                tally.add(argument)
            }
        }
        if let file {
            if file == "-" {
                try countStandardInput()
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
                try count(data, source: file)
            }
        }
        let tallies = tally.tallies
        guard !tallies.isEmpty else {
            throw CommandFailure(localizer[CartStrings.priceNoCodes], exitCode: ExitStatus.usage)
        }
        return tallies
    }
}
