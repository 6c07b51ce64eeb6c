import AppCore
import Feed
import Localization
import Settings
import Transactions

/// `payback`: the WorldOfPAYBACK wallet. Tabs Feed, Transactions and Settings (Tab or 1–3),
/// assembled from the three feature plugins; the features meet only through their Interfaces
/// (the Feed's total comes from `TransactionsSummaryProviding`, resolved from this container).
///
/// German is the default language when neither `--language`, a saved setting nor the locale
/// variables choose one; English, Polish and Spanish are complete too.
enum PaybackApp: MosaicApplication {
    static let name = "payback"
    static let title = "WorldOfPAYBACK"
    static let abstract = "WorldOfPAYBACK: your PAYBACK feed, points transactions and settings."
    static let defaultLanguage = Language.de
    static let commands: [any PluginCommand.Type] = TransactionsPlugin.commands + SettingsPlugin.commands

    /// The tabs, in order: Feed, Transactions, Settings.
    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        [FeedPlugin(), TransactionsPlugin(), SettingsPlugin()]
    }
}
