import PacksInterface
import TerminalUI

/// Every field of one parcel, with the Archive (or Unarchive) action.
@MainActor
final class PackDetailScreen: Screen {
    private let model: PacksListViewModel
    let packID: String

    init(model: PacksListViewModel, packID: String) {
        self.model = model
        self.packID = packID
    }

    private var pack: Pack? { model.pack(id: packID) }
    private var isArchived: Bool { model.isArchived(packID) }

    var title: String { pack?.sender ?? packID }

    var keyHints: [KeyHint] {
        guard pack != nil else { return [] }
        return isArchived
            ? [KeyHint("u", model.texts[.keyUnarchive])] : [KeyHint("a", model.texts[.keyArchive])]
    }

    func render(in context: RenderContext) -> [StyledLine] {
        let banners = PackBanners.lines(for: model, width: context.width)
        guard let pack else {
            return banners
                + EmptyState(model.texts.localizer.string(PacksStrings.cliUnknownID, ["id": packID]))
                .lines(width: context.width)
        }
        return banners + [.blank] + DetailSheet(rows: rows(for: pack)).lines(width: context.width)
    }

    private func rows(for pack: Pack) -> [DetailRow] {
        let texts = model.texts
        let now = model.now()
        var rows = [
            DetailRow(texts[.detailID], pack.id),
            DetailRow(texts[.detailStatus], texts.status(pack.status), style: .bold),
        ]
        if !pack.status.isSupported {
            // The raw value helps support tell a new status from a broken entry.
            rows.append(DetailRow(texts[.detailStatusCode], pack.status.wireValue, style: .muted))
        }
        rows += [
            DetailRow(texts[.detailSender], pack.sender),
            DetailRow(
                texts[.detailShipmentType],
                "\(texts.shipmentIcon(pack.shipmentType)) \(texts.shipmentType(pack.shipmentType))"),
            DetailRow(
                texts[.detailExpiryDate], texts.detailDeadline(of: pack, now: now),
                style: PackKeyDate.deadlineHasPassed(for: pack, now: now) ? .warning : .plain),
            DetailRow(texts[.detailStoredDate], texts.detailDate(pack.storedDate)),
            DetailRow(texts[.detailPickUpDate], texts.detailDate(pack.pickUpDate)),
            DetailRow(texts[.detailArchived], isArchived ? texts[.detailYes] : texts[.detailNo]),
        ]
        return rows
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        guard pack != nil else { return .ignored }
        switch key {
        case .character("a") where !isArchived:
            return model.setArchived(true, id: packID) ? .pop : .handled
        case .character("u") where isArchived:
            return model.setArchived(false, id: packID) ? .pop : .handled
        default:
            return .ignored
        }
    }
}
