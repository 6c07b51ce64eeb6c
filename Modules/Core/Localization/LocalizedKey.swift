import Foundation

/// A typed key into one module's `Localizable.strings` tables.
///
/// A module declares its keys as a string enum and names the bundle that owns the strings:
///
///     enum PacksStrings: String, LocalizedKey {
///         case title = "packs.title"
///         case count = "packs.count"  // plural: looked up as packs.count#one, #few, ...
///         static var bundle: Bundle { .module }
///     }
///
/// `.strings` conventions (Tooling/check-localization mirrors them):
/// - Files: `Resources/<lang>.lproj/Localizable.strings` for every `Language` (en, pl, de, es),
///   old-style plist syntax `"key" = "value";`, UTF-8, `//` and `/* */` comments.
/// - Keys: dot-separated lowercase segments naming the module first, e.g. `packs.detail.title`.
///   A key never contains `#` except as the plural separator.
/// - Plurals: one entry per CLDR category as `base#category`, e.g. `"packs.count#few"`;
///   categories are `zero one two few many other`, split at the last `#`. Required: en, de, es
///   `one other` (es may add `many` for exact millions); pl `one few many other`. A missing
///   category falls back to `#other`.
/// - Placeholders: named, `{name}` with `name` matching `[A-Za-z_][A-Za-z0-9_]*`; plural lookups
///   supply `{count}`. Every language uses the same placeholder set for a key. Values are
///   inserted verbatim and never re-scanned; unknown placeholders are left as written.
public protocol LocalizedKey: RawRepresentable, Sendable where RawValue == String {
    /// The bundle whose `<lang>.lproj/Localizable.strings` holds this key (`.module` of its owner).
    static var bundle: Bundle { get }
}
