import Networking
import TransactionsInterface

/// The list as the app has it: the transactions in display order (``TransactionOrdering``), when
/// they were loaded, from the server or the stored copy, and how many of the server's entries
/// were left out (0 for a stored list): the same list snapshot as every remote feature's.
typealias TransactionsSnapshot = ListSnapshot<Transaction>
