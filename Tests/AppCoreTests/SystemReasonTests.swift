import AppCore
import Foundation
import Localization
import Testing

/// The system's reasons (a full disk, a closed pipe, no permission) in the user's language, inside
/// messages that are: no English `strerror` text in a Polish sentence.
@Suite struct SystemReasonTests {
    /// The error numbers a write or a read of the apps' files meets, with glibc's words for them.
    static let codes: [Int32] = [
        EPIPE, EBADF, ENOSPC, EIO, EDQUOT, EFBIG, EISDIR, EACCES, EROFS, ENOENT, ENOTDIR, ENXIO, ENAMETOOLONG,
        ELOOP,
    ]

    @Test(arguments: Language.allCases)
    func everyKnownErrorNumberIsSaidInTheLanguage(language: Language) {
        let localizer = Localizer(language: language)
        var seen: Set<String> = []
        for code in Self.codes {
            let english = String(cString: strerror(code))
            let text = SystemReason.text(errno: code, in: localizer)
            // A reason this table does not know comes back as the C library's words.
            #expect(text != english, "errno \(code) (\(english)) is not translated")
            #expect(!text.contains("appcore."), "errno \(code) has no string in \(language)")
            seen.insert(text)
        }
        #expect(seen.count == Self.codes.count, "two error numbers read alike in \(language): \(seen)")
    }

    /// What SQLite and DataStorage say about a `--store` that cannot be used.
    @Test(arguments: Language.allCases)
    func storageReasonsAreSaidInTheLanguage(language: Language) {
        let localizer = Localizer(language: language)
        let reasons = [
            "disk I/O error", "file is not a database", "database disk image is malformed",
            "it is not a regular file", "a file with that name already exists",
        ]
        let texts = reasons.map { SystemReason.text($0, in: localizer) }
        for (reason, text) in zip(reasons, texts) {
            #expect(text != reason && !text.contains("appcore."), "'\(reason)' is not translated: \(text)")
        }
        #expect(Set(texts).count == reasons.count, "\(texts)")
    }

    @Test func foundationsWrappedCauseIsTheReason() {
        let polish = Localizer(language: .pl)
        // What FileHandle.write throws on a full disk.
        let full = NSError(
            domain: NSCocoaErrorDomain, code: 640,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
        #expect(SystemReason.text(of: full, in: polish) == "brak miejsca na dysku")
        #expect(
            SystemReason.text(of: POSIXError(.EPIPE), in: polish) == "program odbierający wynik go zamknął")
    }

    @Test func anUnknownReasonIsKeptAsItIs() {
        #expect(SystemReason.text("Exec format error", in: Localizer(language: .de)) == "Exec format error")
    }
}
