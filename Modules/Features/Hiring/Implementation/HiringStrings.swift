import Foundation
import Localization
import RemoteContent

/// Keys into Hiring's `Resources/<lang>.lproj/Localizable.strings`.
enum HiringStrings: String, FreshnessStrings, SkippedCountStrings, CaseIterable {
    // `--help` of list
    case helpList = "hiring.help.list"
    case helpListDiscussion = "hiring.help.listDiscussion"
    case helpListId = "hiring.help.listId"
    case helpSort = "hiring.help.sort"
    case helpFormat = "hiring.help.format"
    case dataSaved = "hiring.data.saved"
    case title = "hiring.title"
    case loading = "hiring.loading"
    case refreshing = "hiring.refreshing"
    case empty = "hiring.empty"
    case emptyHint = "hiring.empty.hint"
    case hintRetry = "hiring.hint.retry"
    case hintRefresh = "hiring.hint.refresh"
    case hintOpen = "hiring.hint.open"
    case hintGroup = "hiring.hint.group"
    case hintCollapse = "hiring.hint.collapse"
    case hintSortByText = "hiring.hint.sortByText"
    case hintSortNaturally = "hiring.hint.sortNaturally"
    case groupTitle = "hiring.group.title"
    case groupKept = "hiring.group.kept"
    case groupDropped = "hiring.group.dropped"
    case groupCollapsed = "hiring.group.collapsed"
    case orderNatural = "hiring.order.natural"
    case orderText = "hiring.order.text"
    case summary = "hiring.summary"
    case sourceServer = "hiring.source.server"
    case sourceCache = "hiring.source.cache"
    case bannerOffline = "hiring.banner.offline"
    case bannerError = "hiring.banner.error"
    case errorNothingSaved = "hiring.error.nothingSaved"
    case errorUnavailable = "hiring.error.unavailable"
    case skipped = "hiring.skipped"
    case detailId = "hiring.detail.id"
    case detailList = "hiring.detail.list"
    case detailName = "hiring.detail.name"
    case detailPosition = "hiring.detail.position"
    case detailPositionValue = "hiring.detail.positionValue"
    case detailSource = "hiring.detail.source"
    case columnList = "hiring.column.list"
    case columnId = "hiring.column.id"
    case columnName = "hiring.column.name"
    case cliUsingCache = "hiring.cli.usingCache"
    case cliUnknownList = "hiring.cli.unknownList"
    case cliCsvFailed = "hiring.cli.csvFailed"

    static var bundle: Bundle { .module }
}
