import TerminalUI

/// The banners a parcel screen shows above its content: stale data (offline or failed refresh)
/// with the sync time, a failed archive change, and the confirmation of one just made.
@MainActor
enum PackBanners {
    /// The banner rows for `model`'s current notices.
    static func lines(for model: PacksListViewModel, width: Int) -> [StyledLine] {
        let texts = model.texts
        var lines: [StyledLine] = []
        if case .stale(let error, let syncedAt) = model.notice {
            let message = texts.staleDataNotice(error, syncedAt: syncedAt, now: model.now())
            lines += Banner(
                error.isConnectivity ? .offline : .error, message, action: KeyHint("r", texts[.keyRetry])
            ).lines(width: width)
        }
        if let skipped = texts.skipped(model.skipped) {
            lines += Banner(.info, skipped).lines(width: width)
        }
        if model.archiveFailed {
            lines += Banner(.error, texts.localizer[PacksStrings.noticeArchiveFailed]).lines(width: width)
        }
        // The same sentences as `packs archive ID` and `packs unarchive ID` print.
        switch model.archiveChange {
        case .archived(let id)?:
            lines += Banner(.info, texts.localizer.string(PacksStrings.cliArchived, ["id": id]))
                .lines(width: width)
        case .unarchived(let id)?:
            lines += Banner(.info, texts.localizer.string(PacksStrings.cliUnarchived, ["id": id]))
                .lines(width: width)
        case nil:
            break
        }
        return lines
    }
}
