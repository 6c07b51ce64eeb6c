#!/usr/bin/env python3
"""Python reference for `store price --codes-file PATH --format json`: the brief's checkout in a
few lines. Counts the codes, applies the best valid promotion per product (buy N get M free, bulk
price, percentage off) from the app's bundled catalog and rules, rounds half to even to the cent,
and prints the lines and the total as JSON.
"""

import json
import os
import sys
from collections import Counter
from datetime import datetime, timezone
from decimal import ROUND_HALF_EVEN, Decimal

FEATURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Modules", "Features")
CENT = Decimal("0.01")


def load(name, *path):
    with open(os.path.join(FEATURES, *path, name), encoding="utf-8") as handle:
        return json.load(handle, parse_float=Decimal, parse_int=Decimal)


def saving(rule, quantity, price):
    p = rule.get("parameters", {})
    if rule["type"] == "buyNGetMFree":
        return price * (quantity // (p["buy"] + p["free"]) * p["free"])
    if rule["type"] == "bulkPrice" and quantity >= p["minimumQuantity"] and p["unitPrice"] < price:
        return (price - p["unitPrice"]) * quantity
    if rule["type"] == "percentageOff" and quantity >= p.get("minimumQuantity", 0):
        return price * quantity * min(p["percent"], 100) / 100
    return Decimal(0)


def main(argv):
    with open(argv[1], encoding="utf-8") as handle:
        counts = Counter(code.upper() for code in handle.read().split())
    products = {p["code"]: p for p in load("products.json", "Catalog", "Mocks", "Resources")["products"]}
    rules = load("pricing-rules.json", "Pricing", "Mocks", "Resources")["rules"]
    now = datetime.now(timezone.utc)
    lines, total = [], Decimal(0)
    for code, quantity in counts.items():
        price = products[code]["price"]
        valid = [r for r in rules if code in r["products"]
                 and datetime.fromisoformat(r.get("validFrom", "2000-01-01T00:00:00+00:00")) <= now
                 < datetime.fromisoformat(r.get("validUntil", "9999-01-01T00:00:00+00:00"))]
        saved = max([saving(r, quantity, price) for r in valid] + [Decimal(0)]).quantize(CENT, ROUND_HALF_EVEN)
        subtotal = (price * quantity).quantize(CENT, ROUND_HALF_EVEN)
        lines.append({"code": code, "quantity": quantity, "subtotal": str(subtotal), "saved": str(saved)})
        total += subtotal - saved
    print(json.dumps({"lines": lines, "total": str(total), "currency": "EUR"}, indent=2, sort_keys=True))


if __name__ == "__main__":
    main(sys.argv)
