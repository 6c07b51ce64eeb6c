import Swinject

/// A service the container should provide but does not: a wiring mistake, reported by name.
struct MissingRegistration: Error, CustomStringConvertible {
    let typeName: String
    var description: String { "The app's container has no \(typeName) (is TransactionsAssembly applied?)." }
}

extension Resolver {
    /// The registered `type`, or ``MissingRegistration`` naming it.
    func required<Service>(_ type: Service.Type) throws(MissingRegistration) -> Service {
        guard let service = resolve(type) else { throw MissingRegistration(typeName: "\(type)") }
        return service
    }
}
