#!/usr/bin/env python3
"""Python reference for `hiring list --format json`.

Reads the Fetch hiring list (a JSON array), keeps each readable item (one bad item costs only
itself), drops blank names (counted per list), groups by listId and sorts names naturally (numbers
inside names by value, ties by id), then prints the listing JSON.
"""

import re
import sys

import refjson
import time

RUNS = re.compile(r"[0-9]+|[^0-9]+")


def natural_key(name):
    """Digit runs compare by value (then by leading zeros), text runs as text; a number sorts before text."""
    key = []
    for run in RUNS.findall(name):
        if run[0].isdigit() and run.isascii():
            digits = run.lstrip("0")
            key.append((0, len(digits), digits, len(run) - len(digits)))
        else:
            key.append((1, 0, run, 0))
    return key


def main(argv):
    body = refjson.load(argv[1])
    kept, dropped, skipped = {}, {}, 0
    for item in body:
        if not isinstance(item, dict):
            skipped += 1
            continue
        item_id, list_id, name = item.get("id"), item.get("listId"), item.get("name")
        if type(item_id) is not int or type(list_id) is not int or not (name is None or isinstance(name, str)):
            skipped += 1
            continue
        if name is None or not name.strip():
            dropped[list_id] = dropped.get(list_id, 0) + 1
        else:
            kept.setdefault(list_id, []).append((natural_key(name), item_id, name))
    groups = []
    for list_id in sorted(set(kept) | set(dropped)):
        entries = sorted(kept.get(list_id, []), key=lambda entry: (entry[0], entry[1]))
        groups.append({
            "count": len(entries), "dropped": dropped.get(list_id, 0), "listId": list_id,
            "items": [{"id": i, "listId": list_id, "name": n} for _, i, n in entries],
        })
    listing = {
        "groups": groups, "listId": None, "order": "natural", "skipped": skipped, "source": "server",
        "syncedAt": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    refjson.print_document(listing)


if __name__ == "__main__":
    main(sys.argv)
