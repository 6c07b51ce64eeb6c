import Formatting
import Foundation
import JSONDecoding
import Networking
import TransactionsInterface

/// One item of `GET /transactions`, mirroring the wire:
///
/// ```json
/// {"partnerDisplayName": "REWE Group", "alias": {"reference": "795357452000810"}, "category": 1,
///  "transactionDetail": {"description": "Punkte sammeln", "bookingDate": "2022-07-24T10:59:05+0200",
///                        "value": {"amount": 124, "currency": "PBP"}}}
/// ```
///
/// `description` may be absent or null; dates have no colon in the offset (`JSONDecoder.mosaic()`
/// reads them); `alias.reference` is a string whose leading zeros matter.
struct TransactionDTO: Decodable, Sendable {
    struct Alias: Decodable, Sendable {
        let reference: String
    }

    struct Detail: Decodable, Sendable {
        let description: String?
        let bookingDate: Date
        let value: Value
    }

    struct Value: Decodable, Sendable {
        /// Whole points for `PBP`; read as a decimal so an amount in a real currency stays exact.
        let amount: Decimal
        let currency: String
    }

    let partnerDisplayName: String
    let alias: Alias
    let category: Int
    let transactionDetail: Detail

    /// The domain transaction; a blank description counts as missing.
    var transaction: Transaction {
        let description = transactionDetail.description.map(ServerText.trimmed)
        return Transaction(
            reference: alias.reference, partnerDisplayName: partnerDisplayName, category: category,
            description: description?.isEmpty == false ? description : nil,
            bookingDate: transactionDetail.bookingDate,
            amount: Money(amount: transactionDetail.value.amount, currency: transactionDetail.value.currency))
    }
}

extension TransactionDTO: JSONObjectReadable {
    /// The fast path's reading of the same rules; anything else (an amount with decimals, a date
    /// the parser rejects, a field of another type) is left to `JSONDecoder`.
    init?(reading object: JSONObjectView) {
        guard let partner = object.value("partnerDisplayName").string,
            let reference = object.object("alias")?.value("reference").string,
            let category = object.value("category").int,
            let detail = object.object("transactionDetail"),
            let bookingText = detail.value("bookingDate").string,
            let bookingDate = ISO8601DateParser.parse(bookingText),
            let value = detail.object("value"),
            let amount = value.value("amount").smallIntegerDecimal,
            let currency = value.value("currency").string
        else { return nil }
        let description: String?
        switch detail.value("description") {
        case .absent, .null: description = nil
        case .string(let text?): description = text
        default: return nil
        }
        self.init(
            partnerDisplayName: partner, alias: Alias(reference: reference), category: category,
            transactionDetail: Detail(
                description: description, bookingDate: bookingDate,
                value: Value(amount: amount, currency: currency)))
    }
}
