"""Seeded inputs for Tooling/bench-compare: the same bytes for a given kind, size and seed.

Each generator writes a body the apps read with `--data-file` (or, for a basket, one product
code per line for `store price --codes-file`), with a few malformed elements mixed in so the
tolerant per-element decoding is exercised the way a real server's answer would.
"""

import json
import random

PACK_STATUSES = [
    "CREATED", "NOT_READY", "CONFIRMED", "ADOPTED_AT_SOURCE_BRANCH", "SENT_FROM_SOURCE_BRANCH",
    "ADOPTED_AT_SORTING_CENTER", "SENT_FROM_SORTING_CENTER", "OTHER", "DELIVERED",
    "RETURNED_TO_SENDER", "AVIZO", "OUT_FOR_DELIVERY", "READY_TO_PICKUP", "PICKUP_TIME_EXPIRED",
    "LOST_IN_SPACE",
]
SENDERS = ["Allegro", "Zalando", "Księgarnia Żółw", "Empik", "IKEA", "Decathlon", "Media Expert", "ÆØÅ Shop"]
SHIPMENT_TYPES = ["PARCEL_LOCKER", "COURIER", "DRONE"]
PARTNERS = ["REWE Group", "Aral", "Alnatura", "Thalia", "dm-drogerie markt", "Galeria", "OTTO"]
STORE_CODES = ["VOUCHER", "TSHIRT", "MUG", "HOODIE", "CAP", "SCARF", "BOTTLE", "NOTEBOOK", "STICKERS", "UMBRELLA"]
KINDS = ("packs", "transactions", "hiring", "basket")
# One element in this many is malformed (a required field missing or of the wrong type).
BROKEN_EVERY = 997


def _date(rng, offset):
    day = rng.randint(1, 28)
    return "2025-%02d-%02dT%02d:%02d:%02d%s" % (
        rng.randint(1, 12), day, rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), offset)


def pack(rng, index):
    """One parcel as `GET /packs` sends it."""
    if index % BROKEN_EVERY == BROKEN_EVERY - 1:
        return {"id": index, "sender": None}
    element = {
        "id": "%023d" % (10**22 + index),
        "status": rng.choice(PACK_STATUSES),
        "sender": rng.choice(SENDERS),
        "shipmentType": rng.choice(SHIPMENT_TYPES),
    }
    for key in ("expiryDate", "pickUpDate", "storedDate"):
        if rng.random() < 0.6:
            element[key] = _date(rng, "Z")
    return element


def transaction(rng, index):
    """One item of `GET /transactions`."""
    if index % BROKEN_EVERY == BROKEN_EVERY - 1:
        return {"partnerDisplayName": "Broken", "alias": {}, "category": "x"}
    detail = {
        "bookingDate": _date(rng, rng.choice(["+0100", "+0200", "Z"])),
        "value": {"amount": rng.randint(1, 500), "currency": "PBP"},
    }
    if rng.random() < 0.8:
        detail["description"] = rng.choice(["Punkte sammeln", "Tankstelle Punkte", "Bonus", None])
    return {
        "partnerDisplayName": rng.choice(PARTNERS),
        "alias": {"reference": "%015d" % rng.randrange(10**15)},
        "category": rng.randint(1, 3),
        "transactionDetail": detail,
    }


def hiring(rng, index):
    """One item of the Fetch hiring list."""
    if index % BROKEN_EVERY == BROKEN_EVERY - 1:
        return {"id": "not a number", "listId": 1, "name": "Broken"}
    name = rng.choice(["Item %d" % index, "Item %d" % index, "Item %d" % index, None, "", "  "])
    return {"id": index, "listId": rng.randint(1, 4), "name": name}


def generate(kind, count, seed=1):
    """The file's text for `count` elements of `kind` (one of KINDS)."""
    if kind not in KINDS:
        raise ValueError("unknown kind %r (one of %s)" % (kind, ", ".join(KINDS)))
    if count < 0:
        raise ValueError("count must not be negative")
    rng = random.Random("%s-%d-%d" % (kind, count, seed))
    if kind == "basket":
        return "".join(rng.choice(STORE_CODES) + "\n" for _ in range(count))
    make = {"packs": pack, "transactions": transaction, "hiring": hiring}[kind]
    elements = [make(rng, index) for index in range(count)]
    body = {"items": elements} if kind == "transactions" else elements
    return json.dumps(body, ensure_ascii=False, indent=1) + "\n"


def write(kind, count, path, seed=1):
    """Writes `generate(kind, count, seed)` to `path` (UTF-8)."""
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(generate(kind, count, seed))
