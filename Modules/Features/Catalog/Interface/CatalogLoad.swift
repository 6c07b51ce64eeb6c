import Networking

/// The outcome of loading the catalog: the freshest products available and, when they are not
/// fresh from the server, why.
public typealias CatalogLoad = RemoteLoad<CatalogSnapshot>
