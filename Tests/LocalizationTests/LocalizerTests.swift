import Foundation
import Testing

@testable import Localization

@Suite struct LocalizerTests {
    @Test func looksUpTypedKeysPerLanguage() {
        #expect(Localizer(language: .en)[DemoStrings.title] == "Parcels")
        #expect(Localizer(language: .pl)[DemoStrings.title] == "Paczki")
        #expect(Localizer(language: .de)[DemoStrings.title] == "Pakete")
        #expect(Localizer(language: .es)[DemoStrings.title] == "Paquetes")
        #expect(Localizer(language: .pl)[DemoStrings.subtitle] == "Śledź swoje paczki")
    }

    @Test func missingKeyFallsBackToEnglish() {
        #expect(Localizer(language: .de)[DemoStrings.subtitle] == "Track your parcels")
    }

    @Test func keyMissingEverywhereReturnsTheKey() {
        #expect(Localizer(language: .pl)[DemoStrings.untranslated] == "demo.untranslated")
        #expect(Localizer(language: .en).plural(DemoStrings.untranslated, count: 3) == "demo.untranslated")
    }

    @Test func substitutesNamedPlaceholders() {
        #expect(Localizer(language: .es).string(DemoStrings.greeting, ["name": "Ana"]) == "¡Hola, Ana!")
        #expect(Localizer(language: .pl).string(DemoStrings.greeting, ["name": "Zoë"]) == "Cześć, Zoë!")
        // Without arguments the placeholder stays visible rather than vanishing.
        #expect(Localizer(language: .en)[DemoStrings.greeting] == "Hello, {name}!")
    }

    @Test(arguments: [
        (1, "1 paczka"), (2, "2 paczki"), (5, "5 paczek"), (12, "12 paczek"), (22, "22 paczki"),
        (25, "25 paczek"), (101, "101 paczek"), (0, "0 paczek"), (1_234, "1234 paczki"),
        (12_345, "12\u{00A0}345 paczek"),
    ])
    func polishPlurals(count: Int, expected: String) {
        #expect(Localizer(language: .pl).plural(DemoStrings.count, count: count) == expected)
    }

    @Test func englishPlurals() {
        let localizer = Localizer(language: .en)
        #expect(localizer.plural(DemoStrings.count, count: 0) == "0 packs")
        #expect(localizer.plural(DemoStrings.count, count: 1) == "1 pack")
        #expect(localizer.plural(DemoStrings.count, count: 2) == "2 packs")
        #expect(localizer.plural(DemoStrings.count, count: 1_234) == "1,234 packs")
    }

    @Test func germanPlurals() {
        let localizer = Localizer(language: .de)
        #expect(localizer.plural(DemoStrings.count, count: 1) == "1 Paket")
        #expect(localizer.plural(DemoStrings.count, count: 3) == "3 Pakete")
        #expect(localizer.plural(DemoStrings.count, count: 1_234) == "1.234 Pakete")
    }

    @Test func spanishPluralsFallBackToOtherWithoutMany() {
        let localizer = Localizer(language: .es)
        #expect(localizer.plural(DemoStrings.count, count: 1) == "1 paquete")
        #expect(localizer.plural(DemoStrings.count, count: 2) == "2 paquetes")
        #expect(localizer.plural(DemoStrings.count, count: 1_000_000) == "1.000.000 paquetes")
        #expect(
            localizer.plural(DemoStrings.items, count: 1_000_000, ["place": "Madrid"])
                == "1.000.000 de artículos en Madrid")
        #expect(
            localizer.plural(DemoStrings.items, count: 1_000, ["place": "Madrid"])
                == "1000 artículos en Madrid")
    }

    @Test func pluralsCombineCountWithOtherArgumentsInAnyOrder() {
        #expect(
            Localizer(language: .pl).plural(DemoStrings.items, count: 3, ["place": "Kraków"])
                == "Kraków: 3 przedmioty")
        #expect(
            Localizer(language: .en).plural(DemoStrings.items, count: 1, ["place": "Leeds"])
                == "1 item in Leeds")
    }

    @Test func fractionalCountsUseOther() throws {
        let half = try #require(Decimal(string: "1.5"))
        #expect(Localizer(language: .pl).plural(DemoStrings.count, count: half) == "1,5 paczki")
        #expect(Localizer(language: .en).plural(DemoStrings.count, count: half) == "1.5 packs")
    }

    @Test func explicitCountArgumentOverridesTheFormattedCount() {
        #expect(Localizer(language: .en).plural(DemoStrings.count, count: 1, ["count": "one"]) == "one pack")
    }

    @Test func switchingLanguageKeepsWorking() {
        let polish = Localizer(language: .en).switching(to: .pl)
        #expect(polish.language == .pl)
        #expect(polish[DemoStrings.title] == "Paczki")
    }

    @Test func concurrentLookupsShareOneLocalizer() async {
        let localizer = Localizer(language: .pl)
        let results = await withTaskGroup(of: String.self) { group in
            for count in 0..<200 {
                group.addTask { localizer.plural(DemoStrings.count, count: count % 3 == 0 ? 5 : 2) }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(results == ["5 paczek", "2 paczki"])
    }
}

@Suite struct PlaceholderTemplateTests {
    @Test func insertedValuesAreNotRescanned() {
        let result = PlaceholderTemplate.substitute("{a} and {b}", ["a": "{b}", "b": "B"])
        #expect(result == "{b} and B")
    }

    @Test func unknownAndMalformedPlaceholdersStay() {
        let template = "{ count } {unknown} {{count}} {count"
        #expect(PlaceholderTemplate.substitute(template, ["count": "3"]) == "{ count } {unknown} {3} {count")
    }

    @Test func listsPlaceholderNames() {
        #expect(
            PlaceholderTemplate.placeholders(in: "{count} in {place_2}, {9x} {}") == ["count", "place_2"])
    }
}
