import Foundation

extension JSONDecoder {
    /// The one decoder configuration for backend JSON: ISO 8601 dates via ``ISO8601DateParser``.
    public static func mosaic() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = ISO8601DateParser.parse(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription:
                        "Invalid ISO 8601 date \"\(text)\"; expected e.g. 2022-11-29T04:56:07Z, "
                        + "2022-07-24T10:59:05+0200 or 2022-07-24T10:59:05.123+02:00")
            }
            return date
        }
        return decoder
    }
}
