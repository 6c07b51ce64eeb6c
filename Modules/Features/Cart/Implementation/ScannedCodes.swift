import AppCore
import Foundation
import Localization

/// The codes `store price` prices: its arguments, where a lone `-` stands for the codes on standard
/// input, then those of `--codes-file` (a path, or `-`). A file holds codes separated by spaces or
/// new lines. Reading is linear in the input, so a 10,000-item basket is read in microseconds (10,000
/// arguments would cost swift-argument-parser quadratic time).
enum ScannedCodes {
    /// Each distinct code in the order first scanned, with how many times it was scanned. An
    /// unreadable file is a usage error (exit 64), a file that is not UTF-8 text is bad data
    /// (exit 65), and no codes at all is a usage error.
    static func read(
        arguments: [String], file: String?, localizer: Localizer,
        standardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    ) throws -> [CodeTally.Tally] {
        var tally = CodeTally()
        var readStandardInput = false
        func count(_ data: Data, source: String) throws {
            guard let text = String(data: data, encoding: .utf8) else {
                throw CommandFailure(
                    localizer.string(CartStrings.priceCodesNotText, ["path": source]),
                    exitCode: ExitStatus.dataError)
            }
            forEachWord(of: text) { tally.add($0) }
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
        guard !tally.tallies.isEmpty else {
            throw CommandFailure(localizer[CartStrings.priceNoCodes], exitCode: ExitStatus.usage)
        }
        return tally.tallies
    }

    /// The words of `text`, split at whitespace (``forEachWord(of:_:)``).
    static func words(of text: String) -> [String] {
        var words: [String] = []
        forEachWord(of: text) { words.append(String(decoding: $0, as: UTF8.self)) }
        return words
    }

    /// Calls `word` with the UTF-8 bytes of each word of `text`, split at whitespace, in order.
    /// ASCII text (every real basket) is split on its bytes (space, tab, new line, carriage
    /// return, vertical tab, form feed), which is much faster than asking each character's
    /// Unicode properties; other text is split the general way, at every Unicode whitespace, with
    /// the same result on ASCII.
    static func forEachWord(of text: String, _ word: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        let isASCII = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: UInt8.self) { $0.allSatisfy { $0 < 0x80 } }
        }
        guard isASCII else {
            for piece in text.split(whereSeparator: \.isWhitespace) {
                var piece = String(piece)
                piece.withUTF8(word)
            }
            return
        }
        text.withUTF8 { bytes in
            var start = -1
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    if start >= 0 {
                        word(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                        start = -1
                    }
                } else if start < 0 {
                    start = index
                }
            }
            if start >= 0 { word(UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
    }
}

/// Distinct codes in the order first scanned, each with how often it was scanned. A scanned word is
/// looked up by its bytes, so a `String` is made only once per distinct code: 100,000 scanned items
/// are a handful of products (issue 23: a `String` per item and a copy of the list were a third of
/// `store price`).
struct CodeTally {
    /// One distinct code and how many times it was scanned.
    struct Tally: Equatable {
        let code: String
        var count: Int
    }

    private(set) var tallies: [Tally] = []
    /// Each distinct code's bytes, one after another; `spans[i]` is `tallies[i]`'s.
    private var spellings: [UInt8] = []
    private var spans: [Range<Int>] = []
    /// Open addressing: a tally's index, or -1; never more than half full. Hashing is seeded per
    /// process (`Hasher`), so no input can make every code collide.
    private var slots = [Int](repeating: -1, count: 16)

    mutating func add(_ code: String) {
        var code = code
        code.withUTF8 { add($0) }
    }

    mutating func add(_ word: UnsafeBufferPointer<UInt8>) {
        let mask = slots.count - 1
        var slot = Self.hash(word) & mask
        while slots[slot] >= 0 {
            let index = slots[slot]
            if spelled(index, as: word) {
                tallies[index].count += 1
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = tallies.count
        spans.append(spellings.count..<spellings.count + word.count)
        spellings.append(contentsOf: word)
        tallies.append(Tally(code: String(decoding: word, as: UTF8.self), count: 1))
        if tallies.count * 2 > slots.count { grow() }
    }

    private func spelled(_ index: Int, as word: UnsafeBufferPointer<UInt8>) -> Bool {
        let span = spans[index]
        guard span.count == word.count else { return false }
        guard let base = word.baseAddress, !word.isEmpty else { return true }
        return spellings.withUnsafeBufferPointer { all in
            all.baseAddress.map { memcmp($0 + span.lowerBound, base, word.count) == 0 } ?? false
        }
    }

    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(word))
        return hasher.finalize()
    }

    private mutating func grow() {
        slots = [Int](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for index in tallies.indices {
            let span = spans[index]
            var slot = spellings[span].withUnsafeBufferPointer { Self.hash($0) } & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = index
        }
    }
}
