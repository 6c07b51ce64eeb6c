import DataStorage

extension AppContext {
    /// Runs `store` (the offline copy of the list a one-shot command prints) on another thread
    /// beside the output; the command awaits the task before it exits. With `--store memory` the
    /// database goes with the process and no later run could read the copy, so `store` is dropped
    /// unrun, with the body it holds (a million parcels' copy was 230 MB of a throwaway database).
    public func storingBesideOutput(_ store: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        guard (try? resolver.require(AppDatabase.self))?.location.outlivesProcess ?? true else {
            return Task {}
        }
        return Task.detached(operation: store)
    }
}
