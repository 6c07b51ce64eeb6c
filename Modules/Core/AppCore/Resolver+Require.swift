import Swinject

/// A service the container should provide but does not: a wiring mistake, reported by name.
public struct MissingRegistration: Error, CustomStringConvertible {
    /// The type nobody registered, e.g. "PacksInterface.PacksSource".
    public let typeName: String

    public var description: String {
        "The app's container has no \(typeName); is the feature's assembly applied?"
    }
}

extension Resolver {
    /// The registered `type`, or ``MissingRegistration`` naming it: for plugins and subcommands,
    /// which report the wiring mistake instead of crashing.
    public func require<Service>(_ type: Service.Type) throws(MissingRegistration) -> Service {
        guard let service = resolve(type) else {
            throw MissingRegistration(typeName: String(reflecting: type))
        }
        return service
    }

    /// The registered `type`, inside an assembly's factory (which cannot throw): a missing core
    /// registration is a wiring bug that `Tests/CompositionTests` catches before any user does.
    public func registered<Service>(_ type: Service.Type) -> Service {
        guard let service = resolve(type) else {
            preconditionFailure(
                "\(String(reflecting: type)) is not registered; is the app built with AppBootstrap?")
        }
        return service
    }
}
