/// The packs backend's contract: `GET /packs` answers a bare array of parcels (see `PacksResponseDTO`).
public enum PacksAPI {
    /// The path of the parcel list.
    public static let path = "/packs"
}
