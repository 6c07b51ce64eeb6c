import AppCore
import Foundation
import Networking
import PricingInterface

/// Reads a rule set from JSON (server, cache, bundle or file) and validates it.
public enum RuleSetDecoder {
    /// The validated rule set in `data`.
    /// - Throws: ``RulesProblem/invalid(_:)`` naming the offending field.
    public static func decode(_ data: Data) throws(RulesProblem) -> PricingRuleSet {
        let dto: RuleSetDTO
        do {
            dto = try APIClient.decode(RuleSetDTO.self, from: data)
        } catch {
            if case .decoding(let keyPath, let reason) = error {
                throw .invalid(keyPath.isEmpty ? reason : "\(keyPath): \(reason)")
            }
            throw .invalid(error.description)
        }
        do {
            return try RuleSetMapper.map(dto)
        } catch {
            throw .invalid(error.description)
        }
    }

    /// The validated rule set in the file at `url`, read as `--rules` reads it (``RulesFile``:
    /// a file, at most ``RulesFile/limit`` bytes).
    /// - Throws: ``RulesProblem/invalid(_:)`` when it cannot be read or is not a valid rule set.
    public static func decode(fileAt url: URL) throws(RulesProblem) -> PricingRuleSet {
        let data: Data
        do {
            data = try OptionFile.bytes(url.path, limit: RulesFile.limit)
        } catch {
            throw .invalid("cannot read '\(url.path)': \(error)")
        }
        return try decode(data)
    }
}
