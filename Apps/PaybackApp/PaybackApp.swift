import AppCore
import AppRunner
import Feed
import Localization
import Settings
import Transactions

/// `payback`: the WorldOfPAYBACK wallet. Tabs Feed, Transactions and Settings (Tab or 1–3),
/// assembled from the three feature plugins; the features meet only through their Interfaces
/// (the Feed's total comes from `TransactionsSummaryService`, resolved from this container).
///
/// German is the default language when neither `--language`, a saved setting nor the locale
/// variables choose one; English, Polish and Spanish are complete too.
public enum PaybackApp: MosaicApplication {
    public static let name = "payback"
    public static let title = "WorldOfPAYBACK"
    public static var abstract: String { PaybackAppStrings.abstract.commandLineText }
    public static let defaultLanguage = Language.de
    public static let commands: [any PluginCommand.Type] =
        TransactionsPlugin.commands + SettingsPlugin.commands

    /// The tabs, in order: Feed, Transactions, Settings.
    public static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        [FeedPlugin(), TransactionsPlugin(), SettingsPlugin()]
    }
}
