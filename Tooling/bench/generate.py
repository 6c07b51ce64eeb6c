"""Seeded inputs for Tooling/bench-compare: the same bytes for a given kind, shape, size and seed.

Each generator writes a body the apps read with `--data-file` (or, for a basket, one product
code per line for `store price --codes-file`), with a few malformed elements mixed in so the
tolerant per-element decoding is exercised the way a real server's answer would.

Shapes (`SHAPES`): `plain` is the backend's documented fields only (what Docs/Performance.md's figures are
measured on). `api` adds what a real API sends beside them, which a reader must skip: nested
objects and arrays, long strings full of escapes and non-ASCII text, numbers of every kind,
before and after the fields that are read. `varied` stretches the values that are read: ids of
1 to 40 characters (a few not digits), 10,000 to 100,000 distinct non-ASCII names, every status
(and an unknown one), dates mostly missing or with other zone offsets. For a basket, `skewed`
is nine codes in ten the same one.
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
SHAPES = {
    "packs": ("plain", "api", "varied"),
    "transactions": ("plain", "api", "varied"),
    "hiring": ("plain", "api", "varied"),
    "basket": ("plain", "skewed"),
}
# Letters whose lower and upper cases map one to one in every language (no ß, no dotted İ), so a
# case-insensitive order is the same in Swift and Python.
LETTERS = "abcdefghijklmnoprstuwyząćęłńóśźżäöüéèñ"
WORDS = ["Księgarnia", "Żabka", "Bäckerei", "Müller", "Café", "Señor", "Łódź", "Gdańsk", "Ölmühle", "Crème"]
# One element in this many is malformed (a required field missing or of the wrong type).
BROKEN_EVERY = 997


def _date(rng, offset):
    day = rng.randint(1, 28)
    return "2025-%02d-%02dT%02d:%02d:%02d%s" % (
        rng.randint(1, 12), day, rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), offset)


def _name(rng, distinct):
    """One of `distinct` seeded non-ASCII names (the same number gives the same name)."""
    number = rng.randrange(distinct)
    local = random.Random(number)
    word = "".join(local.choice(LETTERS) for _ in range(local.randint(3, 12)))
    return "%s %s %d" % (local.choice(WORDS), word.capitalize(), number)


def _text(rng, shortest, longest):
    """A long string a reader must skip: quotes, backslashes, newlines, \\u escapes, emoji."""
    pieces = ["Lorem ipsum", "\"quoted\"", "back\\slash", "line\nbreak", "tab\t", "zażółć gęślą jaźń",
              "Grüße", "emoji 📦🚚", "\u0001 control", "{not: json}", "[1, 2]"]
    text = ""
    length = rng.randint(shortest, longest)
    while len(text) < length:
        text += rng.choice(pieces) + " "
    return text


def _extras(rng):
    """What a real API sends beside the fields a client reads (it must skip all of it)."""
    return {
        "trackingDetails": [
            {"status": rng.choice(PACK_STATUSES), "originStatus": "OS%d" % rng.randrange(1000),
             "datetime": _date(rng, "Z"), "agency": None, "location": {"lat": rng.uniform(49, 55),
                                                                        "lon": rng.uniform(14, 24)}}
            for _ in range(rng.randint(1, 4))],
        "receiver": {
            "name": _name(rng, 1000), "phone": "+48 %09d" % rng.randrange(10**9), "email": None,
            "address": {"street": rng.choice(WORDS), "buildingNumber": str(rng.randint(1, 200)),
                        "postCode": "%02d-%03d" % (rng.randrange(100), rng.randrange(1000)), "countryCode": "PL"}},
        "customAttributes": {"size": rng.choice("ABC"), "endOfWeekCollection": rng.random() < 0.5,
                             "dimensions": [rng.random() * 80, rng.randint(1, 64), -1.5e-3, 7e21]},
        "description": _text(rng, 50, 400),
        "weight": rng.random() * 25, "insurance": None, "tags": ["fragile", "📦", ""],
    }


def _with_extras(rng, element):
    """`element`'s fields with half of the extras before them and half after."""
    extras = list(_extras(rng).items())
    middle = len(extras) // 2
    return dict(extras[:middle] + list(element.items()) + extras[middle:])


def pack(rng, index, shape="plain"):
    """One parcel as `GET /packs` sends it."""
    if index % BROKEN_EVERY == BROKEN_EVERY - 1:
        return {"id": index, "sender": None}
    if shape == "varied":
        length = rng.randint(1, 40)
        identifier = ("%0*d" % (length, rng.randrange(10**length)) if rng.random() < 0.97
                      else "PL" + "".join(rng.choice(LETTERS[:20]) for _ in range(length)))
        element = {
            "id": identifier,
            "status": rng.choice(PACK_STATUSES + ["RETURNED_TO_A_GALAXY_FAR_AWAY"]),
            "sender": _name(rng, 100_000),
            "shipmentType": rng.choice(SHIPMENT_TYPES),
        }
        for key in ("expiryDate", "pickUpDate", "storedDate"):
            if rng.random() < 0.25:
                element[key] = _date(rng, rng.choice(["Z", "+01:00", "-05:00", "+05:30"]))
        return element
    element = {
        "id": "%023d" % (10**22 + index),
        "status": rng.choice(PACK_STATUSES),
        "sender": rng.choice(SENDERS),
        "shipmentType": rng.choice(SHIPMENT_TYPES),
    }
    for key in ("expiryDate", "pickUpDate", "storedDate"):
        if rng.random() < 0.6:
            element[key] = _date(rng, "Z")
    return _with_extras(rng, element) if shape == "api" else element


def transaction(rng, index, shape="plain"):
    """One item of `GET /transactions`."""
    if index % BROKEN_EVERY == BROKEN_EVERY - 1:
        return {"partnerDisplayName": "Broken", "alias": {}, "category": "x"}
    if shape == "varied":
        detail = {
            "bookingDate": _date(rng, rng.choice(["+0100", "+0530", "-0800", "Z"])),
            "value": {"amount": rng.randint(1, 10**6), "currency": rng.choice(["PBP", "PBP", "EUR"])},
        }
        if rng.random() < 0.5:
            detail["description"] = _name(rng, 20_000)
        return {
            "partnerDisplayName": _name(rng, 100_000),
            "alias": {"reference": "%0*d" % (rng.randint(1, 30), rng.randrange(10**12))},
            "category": rng.randint(1, 3),
            "transactionDetail": detail,
        }
    detail = {
        "bookingDate": _date(rng, rng.choice(["+0100", "+0200", "Z"])),
        "value": {"amount": rng.randint(1, 500), "currency": "PBP"},
    }
    if rng.random() < 0.8:
        detail["description"] = rng.choice(["Punkte sammeln", "Tankstelle Punkte", "Bonus", None])
    item = {
        "partnerDisplayName": rng.choice(PARTNERS),
        "alias": {"reference": "%015d" % rng.randrange(10**15)},
        "category": rng.randint(1, 3),
        "transactionDetail": detail,
    }
    if shape == "api":
        detail["receipt"] = {"lines": [{"text": _text(rng, 10, 80), "points": rng.randint(0, 99)}
                                       for _ in range(rng.randint(1, 5))]}
        return _with_extras(rng, item)
    return item


def hiring(rng, index, shape="plain"):
    """One item of the Fetch hiring list."""
    if index % BROKEN_EVERY == BROKEN_EVERY - 1:
        return {"id": "not a number", "listId": 1, "name": "Broken"}
    if shape == "varied":
        name = rng.choice([_name(rng, 100_000), "Item %d" % rng.randrange(10**9), None, ""])
        return {"id": rng.randrange(10**12), "listId": rng.randint(1, 1000), "name": name}
    name = rng.choice(["Item %d" % index, "Item %d" % index, "Item %d" % index, None, "", "  "])
    item = {"id": index, "listId": rng.randint(1, 4), "name": name}
    return _with_extras(rng, item) if shape == "api" else item


def generate(kind, count, seed=1, shape="plain"):
    """The file's text for `count` elements of `kind` (one of KINDS) in `shape` (one of SHAPES[kind])."""
    if kind not in KINDS:
        raise ValueError("unknown kind %r (one of %s)" % (kind, ", ".join(KINDS)))
    if shape not in SHAPES[kind]:
        raise ValueError("unknown shape %r for %s (one of %s)" % (shape, kind, ", ".join(SHAPES[kind])))
    if count < 0:
        raise ValueError("count must not be negative")
    # The plain shape keeps the seed it always had, so its files (and Docs/Performance.md's figures) stay the same.
    rng = random.Random("%s-%d-%d" % (kind, count, seed) + ("" if shape == "plain" else "-" + shape))
    if kind == "basket":
        if shape == "skewed":
            return "".join((STORE_CODES[0] if rng.random() < 0.9 else rng.choice(STORE_CODES)) + "\n"
                           for _ in range(count))
        return "".join(rng.choice(STORE_CODES) + "\n" for _ in range(count))
    make = {"packs": pack, "transactions": transaction, "hiring": hiring}[kind]
    elements = [make(rng, index, shape) for index in range(count)]
    body = {"items": elements} if kind == "transactions" else elements
    return json.dumps(body, ensure_ascii=False, indent=1) + "\n"


def write(kind, count, path, seed=1, shape="plain"):
    """Writes `generate(kind, count, seed, shape)` to `path` (UTF-8)."""
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(generate(kind, count, seed, shape))
