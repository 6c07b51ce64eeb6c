/// An activity indicator for loading and refreshing. Its frame comes from a tick count (the
/// session advances ``RenderContext/tick`` about every 100 ms while a screen is busy), never
/// from the wall clock, so output is deterministic.
public struct Spinner: Component {
    /// The animation frames.
    public static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The tick the frame is chosen from.
    public var tick: Int
    /// Text after the spinner, e.g. "Loading transactions…".
    public var label: String

    /// A spinner at `tick` labelled `label`.
    public init(tick: Int, label: String) {
        self.tick = tick
        self.label = label
    }

    /// The frame shown at `tick`.
    public static func frame(at tick: Int) -> String {
        frames[((tick % frames.count) + frames.count) % frames.count]
    }

    public func lines(width: Int) -> [StyledLine] {
        [
            StyledLine([
                Span(trusted: " "), Span(trusted: Self.frame(at: tick), style: .accent), Span(trusted: " "),
                Span(label, style: .muted),
            ]).truncated(to: width)
        ]
    }
}
