import Networking
import PacksInterface

/// A scripted ``PacksSource`` for demos and tests (results in order, the last one repeating, an
/// optional latency on an injected clock, a call count).
public typealias FakePacksSource = ScriptedListSource<Pack>
