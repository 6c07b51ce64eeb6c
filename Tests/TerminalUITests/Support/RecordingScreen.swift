import Foundation
import TerminalUI

/// A screen that records every key it is offered and handles only `handles` (plus any mouse
/// event when `handlesMouse`); its body lists its title and the number of keys handled.
@MainActor
final class RecordingScreen: Screen {
    let title: String
    var keyHints: [KeyHint]
    var handles: Set<Key>
    var handlesMouse: Bool
    var isSearchable = false
    var lastSync: Date?
    var allowsBack = true
    /// What handled keys return.
    var next: ScreenAction = .handled
    private(set) var received: [Key] = []
    /// How many times the screen showed again after the one above it closed.
    private(set) var returns = 0
    private(set) var contexts: [RenderContext] = []

    init(
        title: String, hints: [KeyHint] = [], handles: Set<Key> = [.up, .down, .home, .end],
        handlesMouse: Bool = false
    ) {
        self.title = title
        self.keyHints = hints
        self.handles = handles
        self.handlesMouse = handlesMouse
    }

    /// The keys that reached the screen and were not mouse events.
    var receivedKeys: [Key] {
        received.filter { if case .mouse = $0 { false } else { true } }
    }

    /// The mouse events that reached the screen.
    var receivedMouse: [MouseEvent] {
        received.compactMap { if case .mouse(let event) = $0 { event } else { nil } }
    }

    func didReturn() { returns += 1 }

    func render(in context: RenderContext) -> [StyledLine] {
        [StyledLine("\(title) body")] + (1..<max(1, context.height)).map { StyledLine("\(title) row \($0)") }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        received.append(key)
        contexts.append(context)
        if case .mouse = key { return handlesMouse ? next : .ignored }
        return handles.contains(key) ? next : .ignored
    }
}
