import AppCore
import Foundation
import Localization

/// The codes `store price` prices: its arguments, where a lone `-` stands for the codes on standard
/// input, then those of `--codes-file` (a path, or `-`). A file holds codes separated by spaces or
/// new lines. Reading is linear in the input, so a 10,000-item basket is read in microseconds (10,000
/// arguments would cost swift-argument-parser quadratic time).
enum ScannedCodes {
    /// The most bytes a codes file (or standard input) may hold: 64 MiB, about nine million codes.
    static let limit = 64 << 20

    /// Each distinct code in the order first scanned, with how many times it was scanned (counted
    /// by their bytes: ``WordTally``). The file is checked as every file option is
    /// (``OptionFile``): a path that names no usable file (missing, a folder, a device, a terminal
    /// on standard input) is a usage error (exit 64), an empty file or one over ``limit`` is bad
    /// data (exit 65); so is a file that is not UTF-8 text. No codes at all is a usage error.
    /// `standardInput` stands in for standard input in tests.
    static func read(
        arguments: [String], file: String?, localizer: Localizer,
        standardInput: (() throws -> Data)? = nil
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
            let data =
                try standardInput?()
                ?? OptionFile.read("-", option: "--codes-file", limit: limit, localizer: localizer)
            try count(data, source: "-")
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
                let data = try OptionFile.read(
                    file, option: "--codes-file", limit: limit, localizer: localizer)
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
