import Swinject

/// One service registered in an app's container, with a way to try resolving it.
public struct Registration: CustomStringConvertible {
    /// The registered type.
    private let type: Any.Type
    /// The registered type's name, e.g. "PacksRepository" (made when asked: naming a type
    /// demangles it, which every app start would otherwise pay for each registration).
    public var typeName: String { String(reflecting: type) }
    /// The registration's name, if any.
    public let name: String?
    /// Whether resolving needs arguments (such registrations are resolved by their users only).
    public let requiresArguments: Bool
    private let resolveClosure: (any Resolver) -> Bool

    init(type: Any.Type, name: String?, requiresArguments: Bool, resolve: @escaping (any Resolver) -> Bool) {
        self.type = type
        self.name = name
        self.requiresArguments = requiresArguments
        self.resolveClosure = resolve
    }

    /// Resolves the registration from `resolver`; false when that yields nothing.
    public func resolves(in resolver: any Resolver) -> Bool {
        resolveClosure(resolver)
    }

    public var description: String { name.map { "\(typeName) (\($0))" } ?? typeName }
}

/// Records every registration made in a container, so composition tests can resolve them all.
package final class RegistrationRecorder: Behavior {
    package private(set) var registrations: [Registration] = []

    package init() {}

    package func container<Type, Service>(
        _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>,
        withName name: String?
    ) {
        let requiresArguments = entry.argumentsType != (any Resolver).self
        registrations.append(
            Registration(
                type: type, name: name, requiresArguments: requiresArguments,
                resolve: { resolver in resolver.resolve(type, name: name) != nil }))
    }
}
