/// Remembers which parcels the user archived (hidden from the main list), across restarts.
public protocol PacksArchive: Sendable {
    /// The ids of archived parcels.
    func archivedIDs() throws -> Set<String>
    /// Archives (`true`) or unarchives (`false`) the parcel `id`; repeating a change does nothing.
    func setArchived(_ archived: Bool, id: String) throws
}
