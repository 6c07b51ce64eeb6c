import Foundation
import Testing

@testable import Networking

@Suite("Environments, services and the client factory")
struct EnvironmentTests {
    private let packs: ServiceDescriptor

    init() throws {
        packs = try ServiceDescriptor(id: "packs", prodBaseURL: URL(string: "https://api.example.com/v1")!)
    }

    @Test("a service with an http prod URL is a thrown, clear error")
    func prodServiceMustBeHTTPS() {
        let url = URL(string: "http://api.example.com")!
        #expect(throws: NetworkConfigurationError.insecureProdURL(url)) {
            try ServiceDescriptor(id: "packs", prodBaseURL: url)
        }
        #expect(NetworkConfigurationError.insecureProdURL(url).description.contains("requires https"))
    }

    @Test("a prod environment with an http override is a thrown error; https is accepted")
    func prodOverrideMustBeHTTPS() throws {
        #expect(throws: NetworkConfigurationError.insecureProdURL(URL(string: "http://proxy.local")!)) {
            try NetworkEnvironment(.prod, baseURLOverride: URL(string: "http://proxy.local")!)
        }
        #expect(throws: NetworkConfigurationError.self) {
            try NetworkEnvironment(parsing: "prod", baseURLOverride: "http://proxy.local")
        }
        let prod = try NetworkEnvironment(.prod, baseURLOverride: URL(string: "https://proxy.local")!)
        #expect(prod.baseURL(for: packs) == URL(string: "https://proxy.local"))
    }

    @Test("stage defaults to the local mock-backend; prod uses the service URL; mock has no base URL")
    func baseURLs() throws {
        #expect(try NetworkEnvironment(.stage).baseURL(for: packs) == URL(string: "http://127.0.0.1:8080"))
        #expect(
            try NetworkEnvironment(.prod).baseURL(for: packs) == URL(string: "https://api.example.com/v1"))
        #expect(NetworkEnvironment.mock.baseURL(for: packs) == nil)
    }

    @Test("--base-url replaces the base of every service in stage")
    func stageOverride() throws {
        let stage = try NetworkEnvironment(parsing: "stage", baseURLOverride: "http://127.0.0.1:9999")
        let other = try ServiceDescriptor(
            id: "wallet", prodBaseURL: URL(string: "https://wallet.example.com")!)
        #expect(stage.baseURL(for: packs) == URL(string: "http://127.0.0.1:9999"))
        #expect(stage.baseURL(for: other) == URL(string: "http://127.0.0.1:9999"))
    }

    @Test("bad command-line values are rejected with clear errors")
    func parsingErrors() {
        #expect(throws: NetworkConfigurationError.unknownEnvironment("qa")) {
            try NetworkEnvironment(parsing: "qa")
        }
        #expect(throws: NetworkConfigurationError.invalidBaseURL("ftp://host")) {
            try NetworkEnvironment(parsing: "stage", baseURLOverride: "ftp://host")
        }
        #expect(throws: NetworkConfigurationError.self) {
            try NetworkEnvironment(parsing: "stage", baseURLOverride: "not a url")
        }
    }

    @Test("request URLs keep the base path and append the query")
    func requestURL() throws {
        let request = NetworkRequest(path: "/packs", query: [URLQueryItem(name: "page", value: "2")])
        let url = try request.url(relativeTo: URL(string: "https://api.example.com/v1/")!)
        #expect(url.absoluteString == "https://api.example.com/v1/packs?page=2")
    }

    @Test("the factory returns the fixture transport in mock")
    func factoryMock() async throws {
        let client = HTTPClientFactory(environment: .mock).client(for: packs)
        #expect(client is FixtureTransport)
        #expect(try await client.send(NetworkRequest(path: "/health")).status == 200)
    }

    @Test("the factory returns a URLSession client on the right base URL in stage and prod")
    func factoryLive() throws {
        let stage = HTTPClientFactory(environment: try NetworkEnvironment(.stage)).client(for: packs)
        #expect((stage as? URLSessionHTTPClient)?.baseURL == URL(string: "http://127.0.0.1:8080"))
        let prod = HTTPClientFactory(environment: try NetworkEnvironment(.prod)).client(for: packs)
        #expect((prod as? URLSessionHTTPClient)?.baseURL == URL(string: "https://api.example.com/v1"))
    }

    @Test("--offline in stage and prod: every request fails as offline and nothing is sent")
    func factoryOffline() async throws {
        for environment in [try NetworkEnvironment(.stage), try NetworkEnvironment(.prod)] {
            let offline = try FixtureOptions(isOffline: true)
            let client = HTTPClientFactory(environment: environment, fixtures: offline).client(for: packs)
            #expect(client is OfflineHTTPClient)
            await #expect(throws: NetworkError.offline) {
                try await client.send(NetworkRequest(path: "/health"))
            }
        }
    }

    @Test("without the network library, stage and prod clients fail every request as a transport error")
    func factoryWithoutTheNetworkLibrary() async throws {
        let factory = HTTPClientFactory(
            environment: try NetworkEnvironment(.stage), networkLibraryProblem: { "libcurl.so.4: not found" })
        let client = factory.client(for: packs)
        #expect(client is UnavailableHTTPClient)
        await #expect(throws: NetworkError.transport(code: .cannotLoadFromNetwork)) {
            try await client.send(NetworkRequest(path: "/health"))
        }
        // Mock runs never need it.
        let mock = HTTPClientFactory(environment: .mock, networkLibraryProblem: { "libcurl.so.4: not found" })
        #expect(mock.client(for: packs) is FixtureTransport)
    }

    @Test("the network library loads in this process, so stage and prod get URLSession clients")
    func theNetworkLibraryLoads() {
        #expect(NetworkLibrary.loadProblem() == nil)
    }
}
