import Foundation

/// A delivery order as the app means it (mapped from the wire in one place).
public struct Order: Sendable, Hashable, Codable, Identifiable {
    /// The backend's id, e.g. "WB-1001".
    public var id: String
    /// What is delivered, e.g. "Office chairs".
    public var name: String
    /// Where the order is in its journey.
    public var status: OrderStatus
    /// Who sends it, and from where.
    public var sender: OrderParty
    /// Who receives it, and where it is finally delivered.
    public var recipient: OrderParty
    /// When the order was created.
    public var startedAt: Date
    /// When the driver picked it up, once they have.
    public var pickedUpAt: Date?
    /// When it is expected at the recipient, if known.
    public var estimatedDelivery: Date?
    /// When it was delivered, once it is.
    public var deliveredAt: Date?
    /// Where it was last seen (orders not delivered yet).
    public var lastLocation: OrderLocation?
    /// Who picks it up (pending orders).
    public var driver: OrderDriver?
    /// The name of the delivery photo (delivered orders), e.g. "doorstep-1".
    public var deliveryPhoto: String?

    /// An order with every field given.
    public init(
        id: String, name: String, status: OrderStatus, sender: OrderParty, recipient: OrderParty,
        startedAt: Date, pickedUpAt: Date? = nil, estimatedDelivery: Date? = nil, deliveredAt: Date? = nil,
        lastLocation: OrderLocation? = nil, driver: OrderDriver? = nil, deliveryPhoto: String? = nil
    ) {
        self.id = id
        self.name = name
        self.status = status
        self.sender = sender
        self.recipient = recipient
        self.startedAt = startedAt
        self.pickedUpAt = pickedUpAt
        self.estimatedDelivery = estimatedDelivery
        self.deliveredAt = deliveredAt
        self.lastLocation = lastLocation
        self.driver = driver
        self.deliveryPhoto = deliveryPhoto
    }
}

/// A sender or recipient: a name and an address.
public struct OrderParty: Sendable, Hashable, Codable {
    /// The person's or company's name.
    public var name: String
    /// The postal address, one line.
    public var address: String

    /// A party named `name` at `address`.
    public init(name: String, address: String) {
        self.name = name
        self.address = address
    }
}

/// Where an order was last seen.
public struct OrderLocation: Sendable, Hashable, Codable {
    /// A place people recognise, e.g. "Berlin hub".
    public var label: String
    /// When it was seen there, if known.
    public var updatedAt: Date?

    /// A location `label` seen at `updatedAt`.
    public init(label: String, updatedAt: Date? = nil) {
        self.label = label
        self.updatedAt = updatedAt
    }
}

/// The driver assigned to pick an order up.
public struct OrderDriver: Sendable, Hashable, Codable {
    /// The driver's name.
    public var name: String
    /// A phone number to reach them, if given.
    public var phone: String?

    /// A driver `name`, reachable at `phone`.
    public init(name: String, phone: String? = nil) {
        self.name = name
        self.phone = phone
    }
}
