import AppCore
import Formatting
import Foundation
import Localization
import Networking
import TerminalUI

/// The keys a remote feature's strings must have for the words about freshness; a feature's
/// string enum adopts it by having these cases (each in the feature's own words and tables).
public protocol FreshnessStrings: LocalizedKey {
    /// The `r` hint on the banner, e.g. "retry".
    static var hintRetry: Self { get }
    /// The banner of saved content shown offline; `{relative}` is when it was synced.
    static var bannerOffline: Self { get }
    /// The banner of saved content shown after a server failure; `{reason}`, `{relative}`.
    static var bannerError: Self { get }
    /// The freshness line of content fetched just now; `{relative}`.
    static var sourceServer: Self { get }
    /// The freshness line of saved content; `{relative}`.
    static var sourceCache: Self { get }
    /// Nothing to show because the server could not be reached and nothing is saved; `{reason}`.
    static var errorNothingSaved: Self { get }
    /// Nothing to show because the server failed; `{reason}`.
    static var errorUnavailable: Self { get }
}

/// Strings that count the elements a list left out: the plural `skipped`.
public protocol SkippedCountStrings: LocalizedKey {
    /// "2 unreadable orders left out" (plural).
    static var skipped: Self { get }
}

extension SkippedCountStrings {
    /// The note about elements of the server's list that could not be read and were left out, or
    /// nil when none was. Every listing and list screen says it, also when no element could be
    /// read and nothing is listed (the note then follows the empty state).
    public static func skippedNote(_ count: Int, _ localizer: Localizer) -> String? {
        count > 0 ? localizer.plural(skipped, count: count) : nil
    }
}

/// The words every remote screen and command says about its content's freshness: the banner of
/// a saved copy, the freshness line, the failure with nothing to show, the skipped note. A
/// feature's texts adopt it by naming their strings; the methods come with it.
public protocol FreshnessWording: Sendable {
    /// The feature's strings.
    associatedtype Strings: FreshnessStrings
    /// The user's language.
    var localizer: Localizer { get }
    /// Numbers and dates in the user's locale and time zone.
    var formatters: Formatters { get }
}

extension FreshnessWording {
    /// The banner for content that is not fresh from the server (offline, or the server failed),
    /// with `r` to retry; nil when it is fresh.
    public func banner(for failure: NetworkError?, snapshot: some SyncedSnapshot, now: Date) -> Banner? {
        guard let failure else { return nil }
        let retry = KeyHint("r", localizer[Strings.hintRetry])
        let relative = formatters.relative(snapshot.syncedAt, to: now)
        if failure.isOffline {
            return Banner(
                .offline, localizer.string(Strings.bannerOffline, ["relative": relative]), action: retry)
        }
        let message = localizer.string(
            Strings.bannerError, ["reason": failure.message(localizer), "relative": relative])
        return Banner(.error, message, action: retry)
    }

    /// Where the content came from, e.g. "Updated 2 minutes ago".
    public func source(of snapshot: some SyncedSnapshot, now: Date) -> String {
        localizer.string(
            snapshot.source == .server ? Strings.sourceServer : Strings.sourceCache,
            ["relative": formatters.relative(snapshot.syncedAt, to: now)])
    }

    /// The message when nothing at all is available: the failure, and that nothing is saved when
    /// the server could not be reached (else the saved copy would be showing).
    public func failure(_ failure: NetworkError) -> String {
        localizer.string(
            failure.isConnectivity ? Strings.errorNothingSaved : Strings.errorUnavailable,
            ["reason": failure.message(localizer)])
    }

    /// The content a command prints: the server's, else the saved copy. With neither, the
    /// command fails with ``failure(_:)``, the failure's exit status and its detail for the log.
    public func content<Snapshot>(of load: RemoteLoad<Snapshot>) throws(CommandFailure) -> Snapshot {
        if let snapshot = load.snapshot { return snapshot }
        let failure = load.failure ?? .offline
        throw CommandFailure(
            self.failure(failure), exitCode: failure.exitStatus, logDetail: failure.logDetail)
    }

    /// The rows under a remote screen's title: the banner when the content is not fresh, else
    /// the muted freshness line; times are worded against `now` (the frame's instant, so they
    /// advance while the screen is open), or the instant of the load when nil.
    public func freshness<Snapshot>(_ content: LoadedSnapshot<Snapshot>, width: Int, now: Date? = nil)
        -> [StyledLine]
    {
        let now = now ?? content.now
        return banner(for: content.failure, snapshot: content.snapshot, now: now)?.lines(width: width)
            ?? [StyledLine(" " + source(of: content.snapshot, now: now), style: .muted)]
    }
}

extension FreshnessWording where Strings: SkippedCountStrings {
    /// The note about unreadable elements left out, if any (``SkippedCountStrings/skippedNote(_:_:)``).
    public func skipped(_ count: Int) -> String? {
        Strings.skippedNote(count, localizer)
    }

    /// ``freshness(_:width:now:)`` followed by the skipped note as an info banner, if any.
    public func freshnessAndSkipped<Item>(
        _ content: LoadedSnapshot<ListSnapshot<Item>>, width: Int, now: Date? = nil
    ) -> [StyledLine] {
        freshness(content, width: width, now: now)
            + (skipped(content.snapshot.skipped).map { Banner(.info, $0).lines(width: width) } ?? [])
    }
}
