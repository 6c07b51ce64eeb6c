import Foundation
import LazyCurl
import Testing

/// libcurl is loaded on first use, once per process, whichever thread asks first.
@Suite struct LazyCurlTests {
    @Test func theLibraryLoadsOnceFromManyThreadsAtOnce() async {
        let problems = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<16 {
                group.addTask { lazy_curl_load().map { String(cString: $0) } }
            }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(problems.count == 16)
        #expect(problems.allSatisfy { $0 == nil }, "\(problems.compactMap { $0 })")
        #expect(lazy_curl_load() == nil, "loading again changes nothing")
    }
}
