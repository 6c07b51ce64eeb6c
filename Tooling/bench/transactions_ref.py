#!/usr/bin/env python3
"""Python reference for `payback transactions --format json`.

Reads a `GET /transactions` body ({"items": [...]}), keeps each readable item (one bad item costs
only itself), sorts newest first (ties: partner name case-insensitively, then exactly, then the
reference), sums the amounts per currency exactly, and prints the listing JSON.
"""

import json
import math
import sys
import time
from datetime import datetime
from decimal import Decimal

import refjson

ZERO_DECIMAL = {"PBP", "JPY", "KRW", "CLP", "ISK", "VND"}


def parse_date(text):
    if not isinstance(text, str):
        return None
    if len(text) > 5 and text[-5] in "+-" and text[-3] != ":":
        text = text[:-2] + ":" + text[-2:]
    try:
        parsed = datetime.fromisoformat(text)
    except ValueError:
        return None
    return parsed.timestamp() if parsed.tzinfo else None


def amount_text(amount, currency):
    text = format(amount, "f")
    digits = 0 if currency in ZERO_DECIMAL else 2
    fraction = len(text.split(".")[1]) if "." in text else 0
    if fraction < digits:
        text += ("" if "." in text else ".") + "0" * (digits - fraction)
    return text


def exact(number):
    """`number` as an exact Decimal, or None when it is no number. orjson reads numbers as int and
    float; a float's shortest repr is the text it was read from (up to 15 significant digits), so
    its Decimal is the one the standard library's parse_float=Decimal gives."""
    if isinstance(number, Decimal):
        return number
    if isinstance(number, bool):
        return None
    if isinstance(number, int):
        return Decimal(number)
    if isinstance(number, float) and math.isfinite(number):
        return Decimal(repr(number))
    return None


def load(path):
    """The body, its numbers exact: the standard library reads them as Decimal; with orjson
    (MOSAIC_REF_JSON=orjson) each is made exact where it is used."""
    if refjson.USE_ORJSON:
        return refjson.load(path)
    with open(path, "rb") as handle:
        return json.load(handle, parse_float=Decimal, parse_int=Decimal)


def read(path):
    body = load(path)
    kept, skipped = [], 0
    for item in body["items"]:
        try:
            detail = item["transactionDetail"]
            value = detail["value"]
            description = detail.get("description")
            reference = item["alias"]["reference"]
            name = item["partnerDisplayName"]
            category = exact(item["category"])
            amount = exact(value["amount"])
            date = parse_date(detail["bookingDate"])
            ok = (
                isinstance(reference, str) and isinstance(name, str) and category is not None
                and category == int(category) and date is not None and amount is not None
                and isinstance(value["currency"], str) and (description is None or isinstance(description, str))
            )
        except (KeyError, TypeError):
            ok = False
        if not ok:
            skipped += 1
            continue
        description = description.strip() if description else None
        kept.append({
            "reference": reference, "partnerDisplayName": name, "category": int(category),
            "description": description or None, "bookingDate": date,
            "amount": amount, "currency": value["currency"],
        })
    return kept, skipped


def main(argv):
    items, skipped = read(argv[1])
    order = sorted(
        range(len(items)),
        key=lambda i: (-items[i]["bookingDate"], items[i]["partnerDisplayName"].lower(),
                       items[i]["partnerDisplayName"], items[i]["reference"], i))
    items = [items[i] for i in order]
    totals = {}
    for item in items:
        totals[item["currency"]] = totals.get(item["currency"], Decimal(0)) + item["amount"]
    listing = {
        "category": None,
        "count": len(items),
        "totals": [{"amount": amount_text(totals[c], c), "currency": c} for c in sorted(totals)],
        "transactions": [
            {
                "amount": amount_text(t["amount"], t["currency"]),
                "bookingDate": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t["bookingDate"])),
                "category": t["category"], "currency": t["currency"], "description": t["description"],
                "partnerDisplayName": t["partnerDisplayName"], "reference": t["reference"],
            }
            for t in items
        ],
        "skipped": skipped,
        "source": "server",
        "syncedAt": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    refjson.print_document(listing)


if __name__ == "__main__":
    main(sys.argv)
