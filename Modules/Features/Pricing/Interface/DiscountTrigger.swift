import Formatting
import Foundation

/// What made a discount apply, so the UI can explain it ("3 units: 1 free").
public enum DiscountTrigger: Sendable, Hashable {
    /// `quantity` units in groups of `buy + free` left `freeUnits` units free.
    case buyGetFree(buy: Int, free: Int, quantity: Int, freeUnits: Int)
    /// `quantity` units reached `minimumQuantity`, so each costs `unitPrice`.
    case bulkPrice(minimumQuantity: Int, quantity: Int, unitPrice: Money)
    /// `percent` off each of `quantity` units (at least `minimumQuantity` were needed).
    case percentageOff(percent: Decimal, minimumQuantity: Int, quantity: Int)
}
