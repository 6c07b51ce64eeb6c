import AppCore
import Clocks
import Foundation
import MosaicTestSupport

/// A wall clock showing `date`, driven by swift-clocks' `ImmediateClock` (a sleep returns at once).
public func frozen(at date: Date = referenceDate) -> WallClock {
    WallClock(origin: date, clock: ImmediateClock())
}
