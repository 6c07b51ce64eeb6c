import Networking

/// The parcel list as of one fetch: the parcels in the server's order, how many entries were
/// left out, when and from where (the server, or the stored copy). The list snapshot Orders,
/// Hiring and Transactions use, over parcels.
public typealias PacksSnapshot = ListSnapshot<Pack>
