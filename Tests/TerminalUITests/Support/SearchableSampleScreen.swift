import TerminalUI

/// A searchable, grouped list screen built the way feature screens are: a summary row, the
/// search bar (or a blank row) above a ``SectionedList``, `/` to search, clicks to select and
/// open. Towns grouped by region, so names with diacritics are searched without them (on the
/// town's name only).
@MainActor
final class SearchableSampleScreen: Screen {
    static let regions: [(name: String, towns: [(String, Int)])] = [
        ("Łódzkie", [("Łódź", 655), ("Piotrków Trybunalski", 71), ("Skierniewice", 47), ("Zgierz", 55)]),
        (
            "Mazowieckie",
            [("Warszawa", 1_863), ("Radom", 201), ("Płock", 116), ("Siedlce", 77), ("Ostrołęka", 51)]
        ),
        (
            "Bayern",
            [
                ("München", 1_512), ("Nürnberg", 523), ("Würzburg", 128), ("Augsburg", 301),
                ("Regensburg", 157),
            ]
        ),
        (
            "Nordrhein-Westfalen",
            [
                ("Köln", 1_084), ("Düsseldorf", 629), ("Dortmund", 593), ("Essen", 584), ("Duisburg", 503),
                ("Bochum", 365), ("Wuppertal", 358), ("Bielefeld", 334), ("Bonn", 336), ("Münster", 320),
                ("Mönchengladbach", 268), ("Gelsenkirchen", 263), ("Aachen", 252), ("Krefeld", 228),
                ("Oberhausen", 211), ("Hagen", 189), ("Hamm", 180), ("Mülheim an der Ruhr", 171),
                ("Leverkusen", 164), ("Solingen", 159), ("Herne", 157), ("Neuss", 154), ("Paderborn", 152),
                ("Lüdenscheid", 71),
            ]
        ),
    ]

    let title = "Towns"
    private(set) var list = ListState()
    private(set) var search = ListSearch()
    /// The towns opened (by Enter or a second click), in order.
    private(set) var opened: [String] = []

    var isSearchable: Bool { true }
    var capturesText: Bool { search.isEditing }

    var keyHints: [KeyHint] {
        search.isEditing
            ? search.keyHints(.english) : [KeyHint(KeyName.enter, "open"), ListSearch.openHint(.english)]
    }

    /// The regions with the towns `search` lets through; regions without one are left out.
    private func matching(_ search: ListSearch) -> [(name: String, towns: [(String, Int)])] {
        Self.regions.compactMap { region in
            let towns = region.towns.filter { search.matches($0.0) }
            return towns.isEmpty ? nil : (region.name, towns)
        }
    }

    private func sectioned(_ regions: [(name: String, towns: [(String, Int)])]) -> SectionedList {
        SectionedList(
            regions.map { region in
                ListSection(region.name, rows: region.towns.map { ListRow($0.0, detail: "\($0.1)k") })
            }, state: list)
    }

    private func top(width: Int, matches: Int) -> [StyledLine] {
        let bar = ListSearchBar(search, matchCount: matches, labels: .english).lines(width: width)
        return [StyledLine(" 4 regions · 38 towns", style: .muted)] + (bar.isEmpty ? [.blank] : bar)
    }

    func render(in context: RenderContext) -> [StyledLine] {
        let regions = matching(search)
        let count = regions.reduce(0) { $0 + $1.towns.count }
        let top = top(width: context.width, matches: count)
        guard count > 0 else {
            return top
                + EmptyState(ListSearchLabels.english.noMatches(search.query)).lines(width: context.width)
        }
        return top + sectioned(regions).lines(width: context.width, height: context.height - top.count)
    }

    func handle(_ key: Key, in context: RenderContext) -> ScreenAction {
        let change = search.handle(key, list: &list) { search in
            matching(search).flatMap { $0.towns.map(\.0) }
        }
        if change != nil { return .handled }
        let regions = matching(search)
        let towns = regions.flatMap { $0.towns.map(\.0) }
        let top = top(width: context.width, matches: towns.count).count
        let layout = sectioned(regions).layout
        let viewport = context.height - top
        switch key {
        case .enter:
            let index = list.resolved(in: layout, viewport: viewport).selection
            guard towns.indices.contains(index) else { return .ignored }
            opened.append(towns[index])
            return .handled
        case .mouse(let event):
            guard let click = list.click(event, listTop: top, in: layout, viewport: viewport) else {
                return .ignored
            }
            if case .opened(let index) = click { opened.append(towns[index]) }
            return .handled
        default:
            return list.handle(key, in: layout, viewport: viewport) ? .handled : .ignored
        }
    }
}
