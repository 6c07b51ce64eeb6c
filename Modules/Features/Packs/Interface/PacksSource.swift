import JSONDecoding
import Networking

/// Fetches the user's parcels from the backend (`GET /packs`): the current parcels in server
/// order, packs too broken to use left out (and logged) and counted.
public typealias PacksSource = ListSource<Pack>
