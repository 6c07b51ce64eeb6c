import Swinject

/// A service the container should hold but does not: a wiring mistake, reported by name.
struct MissingDependency: Error, CustomStringConvertible {
    let typeName: String

    var description: String { "The cart needs \(typeName), but the app's container does not provide it." }
}

extension Resolver {
    /// The registered `type`, or a ``MissingDependency`` error naming it.
    func require<Service>(_ type: Service.Type) throws -> Service {
        guard let service = resolve(type) else { throw MissingDependency(typeName: String(reflecting: type)) }
        return service
    }
}
