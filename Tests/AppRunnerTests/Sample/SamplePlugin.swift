import AppCore
import AppRunner
import ArgumentParser
import DataStorage
import Foundation
import Localization
import Networking
import Observation
import Output
import Swinject
import TerminalUI

/// A tiny feature used to drive the app runner end to end: a list of items from a
/// mock route, a detail screen, and two subcommands.
struct SampleItem: Codable, Hashable, Sendable {
    let id: Int
    let name: String
}

/// Fetches items through the environment's HTTP client.
struct SampleService: Sendable {
    static let descriptor = ServiceDescriptor(id: "sample", prodURL: "https://sample.example")
    let api: APIClient

    func items() async throws(NetworkError) -> [SampleItem] {
        try await api.send(Endpoint<[SampleItem]>(NetworkRequest(path: "/sample/items")))
    }
}

@MainActor @Observable
final class SampleViewModel {
    enum State: Equatable {
        case loading, loaded([SampleItem]), failed(NetworkError)
    }

    private(set) var state = State.loading
    private let service: SampleService
    let localizer: Localizer

    init(service: SampleService, localizer: Localizer) {
        self.service = service
        self.localizer = localizer
    }

    func load() async {
        do {
            state = .loaded(try await service.items())
        } catch {
            state = .failed(error)
        }
    }
}

@MainActor
final class SampleListScreen: Screen {
    let title = "Sample"
    private let model: SampleViewModel
    private var list = ListState()

    init(model: SampleViewModel) {
        self.model = model
    }

    var phase: ScreenPhase {
        switch model.state {
        case .loading: .busy
        case .loaded: .settled
        case .failed(let error): .failure(error, message: error.message(model.localizer))
        }
    }

    var keyHints: [KeyHint] { [KeyHint("↵", "open")] }

    private func sectioned(_ items: [SampleItem]) -> SectionedList {
        SectionedList(
            [ListSection("Items", rows: items.map { ListRow($0.name, detail: "#\($0.id)") })], state: list)
    }

    func render(in context: RenderContext) -> [StyledLine] {
        switch model.state {
        case .loading: Spinner(tick: context.tick, label: "Loading…").lines(width: context.width)
        case .failed(let error):
            Banner(.error, error.message(model.localizer), action: KeyHint("r", "retry")).lines(
                width: context.width)
        case .loaded(let items): sectioned(items).lines(width: context.width, height: context.height)
        }
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        guard case .loaded(let items) = model.state else { return .ignored }
        if key == .enter, items.indices.contains(list.selection) {
            return .push(SampleDetailScreen(item: items[list.selection]))
        }
        return list.handle(key, in: sectioned(items).layout, viewport: context.height) ? .handled : .ignored
    }

    func run() async {
        await model.load()
    }
}

@MainActor
final class SampleDetailScreen: Screen {
    let item: SampleItem
    var title: String { item.name }

    init(item: SampleItem) {
        self.item = item
    }

    func render(in context: RenderContext) -> [StyledLine] {
        DetailSheet(rows: [DetailRow("Name", item.name), DetailRow("Id", "\(item.id)")]).lines(
            width: context.width)
    }
}

struct SampleAssembly: Assembly {
    func assemble(container: Container) {
        container.register(SampleService.self) { resolver in
            SampleService(
                api: resolver.registered(HTTPClientFactory.self).apiClient(for: SampleService.descriptor))
        }
    }
}

struct SamplePlugin: FeaturePlugin {
    static let itemsJSON = #"[{"id":1,"name":"Apple"},{"id":2,"name":"Żółw 🐢"},{"id":3,"name":"Kiwi"}]"#
    /// What the mock route answers.
    var items = Self.itemsJSON
    let id = "sample"
    func title(_ localizer: Localizer) -> String { "Sample" }
    var assembly: any Assembly { SampleAssembly() }
    var storage: FeatureStorage? {
        let migrations = ModuleMigrations(
            module: "Sample",
            [
                Migration("v1_createVisits") { db in
                    try db.execute(sql: "CREATE TABLE sample_visit (id INTEGER)")
                }
            ])
        return FeatureStorage(migrations) { _ in
            [StoredRecords(table: "sample_visit", description: "Visits of the sample")]
        }
    }
    var mockRoutes: [MockRoute] { [.text(path: "/sample/items", items)] }
    var dataFileRoute: String? { "/sample/items" }

    @MainActor func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        SampleListScreen(
            model: SampleViewModel(
                service: try resolver.require(SampleService.self),
                localizer: try resolver.require(Localizer.self)))
    }
}

/// `sample list [--format table|json]`
struct SampleListCommand: PluginCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Print the items.")
    @OptionGroup var server: ServerOptions
    @OptionGroup var device: DeviceOptions
    @Option var format: OutputFormat = .table

    @MainActor func run(in context: AppContext) async throws {
        let items = try await context.resolver.require(SampleService.self).items()
        switch format {
        case .json: context.output.line(try OutputFormat.json(items))
        case .table:
            context.output.table(
                items, fields: [.init("ID", alignment: .right) { "\($0.id)" }, .init("NAME") { $0.name }])
        }
    }
}

/// `sample show ID`: exit 65 for an unknown id.
struct SampleShowCommand: PluginCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print one item.")
    @OptionGroup var server: ServerOptions
    @OptionGroup var device: DeviceOptions
    @Argument var id: Int

    @MainActor func run(in context: AppContext) async throws {
        let items = try await context.resolver.require(SampleService.self).items()
        guard let item = items.first(where: { $0.id == id }) else {
            throw CommandFailure("no item with id \(id)", exitCode: ExitStatus.dataError)
        }
        context.output.line(item.name)
    }
}

enum SampleApp: MosaicApplication {
    static let name = "sample"
    static let abstract = "A sample app for AppCore's tests."
    static let commands: [any PluginCommand.Type] = [SampleListCommand.self, SampleShowCommand.self]
    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] { [SamplePlugin()] }
}

/// Two plugins in one app: a tab container.
enum TwoTabApp: MosaicApplication {
    static let name = "two-tabs"
    static let abstract = "Two sample tabs."
    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] { [SamplePlugin(), StaticPlugin()] }
}

struct StaticPlugin: FeaturePlugin {
    let id = "static"
    func title(_ localizer: Localizer) -> String { "Static" }
    var assembly: any Assembly { SampleAssembly() }
    @MainActor func makeRootScreen(_ resolver: any Resolver) throws -> any Screen { StaticScreen() }
}

@MainActor
final class StaticScreen: Screen {
    let title = "Static"
    func render(in context: RenderContext) -> [StyledLine] { [StyledLine("Nothing to load here.")] }
}
