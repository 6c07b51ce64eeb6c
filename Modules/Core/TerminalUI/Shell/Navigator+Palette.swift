extension Navigator {
    /// What the command palette offers now: the top screen's actions (its hints that name one
    /// key), help, back and quit, then every tab reachable from the root with its path
    /// ("Store › Catalog"; nested containers give "Product › Tab"). Tabs are left out while the
    /// top screen must not be left.
    func paletteEntries() -> [PaletteEntry] {
        let labels = labels
        var entries: [PaletteEntry] = []
        var seen: Set<Key> = []
        for hint in top.keyHints {
            guard let key = hint.press, seen.insert(key).inserted else { continue }
            entries.append(PaletteEntry(hint.label, detail: hint.key, action: .key(key)))
        }
        entries.append(PaletteEntry(labels.shell.help, detail: "?", action: .help))
        let canLeave = stack.count == 1 || top.allowsBack
        if stack.count > 1, canLeave {
            entries.append(PaletteEntry(labels.back, detail: KeyName.escape, action: .back))
        }
        entries.append(PaletteEntry(labels.quit, detail: "q", action: .quit))
        if canLeave, let host = stack[0].tabHost {
            entries += Self.tabEntries(of: host, path: [], titles: [], detail: labels.shell.goTo)
        }
        return entries
    }

    /// An entry for each tab of `host` and, for tabs that host several tabs themselves, theirs.
    private static func tabEntries(of host: any TabHosting, path: [Int], titles: [String], detail: String)
        -> [PaletteEntry]
    {
        var entries: [PaletteEntry] = []
        for (index, tab) in host.tabs.enumerated() {
            let tabPath = path + [index]
            // A container by its own name: its title also says what its tab showing shows.
            let tabTitles = titles + [(tab.tabHost as? TabContainer)?.name ?? tab.title]
            entries.append(
                PaletteEntry(tabTitles.joined(separator: " › "), detail: detail, action: .tab(tabPath)))
            if let inner = tab.tabHost, inner.tabs.count > 1 {
                entries += tabEntries(of: inner, path: tabPath, titles: tabTitles, detail: detail)
            }
        }
        return entries
    }
}
