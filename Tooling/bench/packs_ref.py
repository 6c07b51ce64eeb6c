#!/usr/bin/env python3
"""Python reference for `packs list --format json` and the first frame of `packs --plain`.

Reads a `GET /packs` body, keeps the elements a parcel can be made of (one bad element costs only
itself), groups them (on the way / completed) and sorts them with the app's keys (status order,
pickup date newest first, expiry and stored date oldest first, missing dates last, id largest
first), then prints the listing JSON (`list`) or the first screen of rows (`frame`).
"""

import sys

import refjson
import time
from datetime import datetime

# status: (order, completed?, English name), as in PackStatusRules and the en strings.
RULES = {
    "CREATED": (10, False, "Created"),
    "NOT_READY": (20, False, "Being prepared"),
    "CONFIRMED": (30, False, "Collected from sender"),
    "ADOPTED_AT_SOURCE_BRANCH": (40, False, "Accepted at branch"),
    "SENT_FROM_SOURCE_BRANCH": (50, False, "Sent from branch"),
    "ADOPTED_AT_SORTING_CENTER": (60, False, "Accepted at sorting center"),
    "SENT_FROM_SORTING_CENTER": (70, False, "Sent from sorting center"),
    "OTHER": (80, False, "Other"),
    "DELIVERED": (90, True, "Delivered"),
    "RETURNED_TO_SENDER": (100, True, "Returned to sender"),
    "AVIZO": (110, False, "Notice left"),
    "OUT_FOR_DELIVERY": (120, False, "Out for delivery"),
    "READY_TO_PICKUP": (130, False, "Ready for pickup"),
    "PICKUP_TIME_EXPIRED": (140, False, "Pickup time expired"),
}
UNSUPPORTED = (-1, False, "Other")
DATE_KEYS = ("expiryDate", "pickUpDate", "storedDate")


def parse_date(text):
    """Seconds since 1970 for an ISO 8601 timestamp with a zone, else None."""
    if not isinstance(text, str):
        return None
    try:
        parsed = datetime.fromisoformat(text)
    except ValueError:
        return None
    return parsed.timestamp() if parsed.tzinfo else None


def iso(seconds):
    return None if seconds is None else time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def read(path):
    """The usable parcels (dicts with parsed dates) and how many elements were skipped."""
    body = refjson.load(path)
    packs, skipped = [], 0
    for element in body:
        if not isinstance(element, dict):
            skipped += 1
            continue
        pack_id, sender = element.get("id"), element.get("sender")
        if not isinstance(pack_id, str) or not isinstance(sender, str) or not pack_id.strip():
            skipped += 1
            continue
        status = element.get("status")
        status = status if isinstance(status, str) else ""
        shipment = element.get("shipmentType")
        pack = {
            "id": pack_id.strip(),
            "sender": sender,
            "status": status,
            "shipmentType": shipment if isinstance(shipment, str) else "",
            "rule": RULES.get(status, UNSUPPORTED),
        }
        for key in DATE_KEYS:
            pack[key] = parse_date(element.get(key))
        packs.append(pack)
    return packs, skipped


def id_key(pack):
    text = pack["id"]
    if text.isdigit() and text.isascii():
        digits = text.lstrip("0")
        return (1, len(digits), digits)
    return (0, 0, text)


def ordered(packs):
    """Stable passes from the least significant key to the most significant one."""
    packs = sorted(packs, key=id_key, reverse=True)
    packs.sort(key=lambda p: (p["storedDate"] is None, p["storedDate"] or 0))
    packs.sort(key=lambda p: (p["expiryDate"] is None, p["expiryDate"] or 0))
    packs.sort(key=lambda p: (p["pickUpDate"] is not None, p["pickUpDate"] or 0), reverse=True)
    packs.sort(key=lambda p: p["rule"][0], reverse=True)
    return packs


def groups(packs):
    in_transit = [p for p in packs if not p["rule"][1]]
    completed = [p for p in packs if p["rule"][1]]
    return [("inTransit", "On the way", in_transit), ("completed", "Completed", completed)]


def listing(packs, skipped):
    return {
        "groups": [
            {
                "group": group,
                "title": title,
                "count": len(members),
                "packs": [
                    {
                        "archived": False,
                        "expiryDate": iso(p["expiryDate"]),
                        "id": p["id"],
                        "pickUpDate": iso(p["pickUpDate"]),
                        "sender": p["sender"],
                        "shipmentType": p["shipmentType"],
                        "status": p["status"],
                        "statusName": p["rule"][2],
                        "statusSupported": p["rule"] is not UNSUPPORTED,
                        "storedDate": iso(p["storedDate"]),
                    }
                    for p in members
                ],
            }
            for group, title, members in groups(packs)
        ],
        "skipped": skipped,
        "source": "server",
        "syncedAt": iso(time.time()),
    }


def frame(packs, rows=24):
    """The first screen: a title, then group headers and rows until the screen is full."""
    lines = ["Parcels (%d)" % len(packs)]
    for _, title, members in groups(packs):
        if len(lines) >= rows:
            break
        lines.append("%s (%d)" % (title, len(members)))
        for p in members[: rows - len(lines)]:
            date = p["pickUpDate"] or p["storedDate"] or p["expiryDate"]
            lines.append("  %-24s %-26s %-20s %s" % (p["id"], p["rule"][2], p["sender"], iso(date) or ""))
    return "\n".join(lines)


def main(argv):
    mode, path = (argv[1], argv[2]) if len(argv) == 3 else ("list", argv[1])
    packs, skipped = read(path)
    packs = ordered(packs)
    if mode == "frame":
        print(frame(packs))
    else:
        refjson.print_document(listing(packs, skipped))


if __name__ == "__main__":
    main(sys.argv)
